import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endSession } from '../../../lib/session-store';

/** POST /api/auth/logout. Errors are ignored: the session is cleared here in any case. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post<void>('/auth/logout', undefined, { endSessionOn401: false });
  } catch {
    // The server may be down or the token already revoked; the person still wants out.
  } finally {
    endSession('logout');
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
