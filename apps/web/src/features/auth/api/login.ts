import { useMutation } from '@tanstack/react-query';
import type { TRole } from '@vitrina/shared/auth/roles';
import { apiClient } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';
import { readAuthResponse, type TAuthResult } from './auth-response';

export interface TLoginInput {
  email: string;
  password: string;
  type: TRole;
}

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
