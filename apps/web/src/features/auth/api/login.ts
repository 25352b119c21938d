import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest } from '@vitrina/shared/auth/auth.schemas';
import type { TRole } from '@vitrina/shared/auth/roles';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';
import { readAuthResponse, type TAuthResult } from './auth-response';

/** The login request with the account type the screen asks for (the server defaults it to 'user'). */
export type TLoginInput = Omit<TLoginRequest, 'type'> & { type: TRole };

/** POST /api/auth/login. A 401 here means wrong credentials or a different account type. */
export async function login(input: TLoginInput): Promise<TAuthResult> {
  const data = await apiClient.post<unknown>('/auth/login', input, { endSessionOn401: false });
  return readAuthResponse(data, 'login', input.type);
}

/** Logs in and stores the session. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => startSession(token, user),
  });
}
