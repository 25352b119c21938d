import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '@vitrina/shared/auth/auth.schemas';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';
import { readAuthResponse, type TAuthResult } from './auth-response';

export type TRegisterUserInput = Omit<TRegisterRequest, 'type'>;

/** POST /api/auth/register: creates a user account (type 'user') and signs it in. */
export async function registerUser(input: TRegisterUserInput): Promise<TAuthResult> {
  const data = await apiClient.post<unknown>('/auth/register', { ...input, type: 'user' });
  return readAuthResponse(data, 'register', 'user');
}

export function useRegisterUser() {
  return useMutation({
    mutationFn: registerUser,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}
