import { useMutation } from '@tanstack/react-query';
import type { TCustomRequestCreated } from '@vitrina/shared/custom-requests/custom-request.schemas';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/custom-requests (multipart/form-data, anyone; the bearer token when signed in links the
 * request to the account). The server stores it and e-mails the site owner in the background.
 */
export function sendCustomRequest(form: FormData): Promise<TCustomRequestCreated> {
  return apiClient.post<TCustomRequestCreated>('/custom-requests', form);
}

export function useSendCustomRequest() {
  return useMutation({ mutationFn: sendCustomRequest });
}
