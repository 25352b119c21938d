import { useMutation } from '@tanstack/react-query';
import type { TDeveloperRegisterRequest } from '@vitrina/shared/auth/auth.schemas';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';
import { readAuthResponse, type TAuthResult } from './auth-response';

/**
 * POST /api/developer/register: the server checks the merchant id and that the GitHub profile
 * exists, then creates the developer account and signs it in.
 */
export async function registerDeveloper(input: TDeveloperRegisterRequest): Promise<TAuthResult> {
  const data = await apiClient.post<unknown>('/developer/register', input);
  return readAuthResponse(data, 'register', 'developer');
}

export function useRegisterDeveloper() {
  return useMutation({
    mutationFn: registerDeveloper,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}
