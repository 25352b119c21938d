import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@vitrina/shared/auth/auth.schemas';
import { apiClient } from '../../../lib/api-client';
import { isObject } from './read-user';

/**
 * POST /api/auth/forgot-password. The server answers the same whether or not the address has an
 * account; the answer's message says so.
 */
export async function requestPasswordReset(input: TForgotPasswordRequest): Promise<{ message: string }> {
  const data = await apiClient.post<unknown>('/auth/forgot-password', input);
  return { message: isObject(data) && typeof data.message === 'string' ? data.message : '' };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
