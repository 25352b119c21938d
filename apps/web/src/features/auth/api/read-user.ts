import { i18n } from '../../../lib/i18n';
import type { TSessionUser } from '../../../lib/session-store';

// Apart from auth-response.ts, which needs the server's message dictionaries: the start-up check
// of the stored session (GET /auth/me) needs only this.

export function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object';
}

export function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Checks a user object from the server (GET /auth/me and profile answers). */
export function readUser(data: unknown): TSessionUser {
  if (!isObject(data) || !isFilled(data.id) || !isFilled(data.email) || !isFilled(data.name)) {
    throw new Error(i18n.t('errors.invalidMeResponse'));
  }
  return data as unknown as TSessionUser;
}
