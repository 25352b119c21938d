import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@vitrina/shared/auth/auth.schemas';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';
import { readAuthResponse, type TAuthResult } from './auth-response';
import { isObject } from './read-user';

/**
 * POST /api/auth/reset-password: the new password through the link. The server ends every other
 * session of the account and answers a new one, as a sign-in does.
 */
export async function resetPassword(input: TResetPasswordRequest): Promise<TAuthResult> {
  const data = await apiClient.post<unknown>('/auth/reset-password', input);
  const type = isObject(data) && isObject(data.user) ? String(data.user.type).toLowerCase() : '';
  return readAuthResponse(data, 'login', type === 'developer' ? 'developer' : 'user');
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}
