import { ApiError } from '../../../lib/api-client';

/**
 * The server decided against the comment (not published, gone, not valid): no retry can work.
 * A lost connection (0), a timeout, rate limiting, an ended session (signing in again sends it)
 * and the server's own failures (5xx) are worth another try.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}
