import type { TAuthResponse } from '@vitrina/shared/auth/auth.schemas';
import type { TRole } from '@vitrina/shared/auth/roles';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import { getCurrentLanguage, i18n } from '../../../lib/i18n';
import type { TSessionUser } from '../../../lib/session-store';
import { isFilled, isObject } from './read-user';

/** What login and registration answer, with the user as the session keeps it. */
export type TAuthResult = Omit<TAuthResponse, 'user'> & { user: TSessionUser };

/**
 * Checks a login/registration answer before trusting it: a user must be there, with
 * email and name, and of the type that was asked for.
 */
export function readAuthResponse(
  data: unknown,
  context: 'login' | 'register',
  expectedType: TRole,
): TAuthResult {
  const t = i18n.t.bind(i18n);
  if (!isObject(data) || !isObject(data.user) || !isFilled(data.token)) {
    throw new Error(
      t(context === 'login' ? 'errors.invalidLoginResponse' : 'errors.invalidRegisterResponse'),
    );
  }
  const user = data.user;
  if (!isFilled(user.email) || !isFilled(user.name) || !isFilled(user.id)) {
    throw new Error(t('errors.incompleteUser'));
  }
  if (String(user.type).toLowerCase() !== expectedType) {
    const key = expectedType === 'admin' ? 'auth.invalidAdminCredentials' : 'auth.invalidCredentials';
    throw new Error(translateMessage(key, getCurrentLanguage()));
  }
  return {
    token: data.token,
    user: { ...(user as unknown as TSessionUser), type: expectedType },
    message: typeof data.message === 'string' ? data.message : '',
  };
}

export { readUser } from './read-user';
