import type { TRole } from '@vitrina/shared/auth/roles';
import type { TDb } from '../../db/client';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { TUserRow } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isAdmin, isOfType, isSelf, type TAccount, type TActor } from './actor';
import { policyOf } from './policy';

/**
 * What an actor may do with (or as) one account. Routes declare who may call them at all; this
 * policy decides for the particular account, and is the only place that does.
 * - `signInAsUser` / `signInAsDeveloper` / `signInAsAdmin`: sign in through that door (the sign-in
 *   form's type): the account itself, and only through the door of its own type.
 * - `becomeDeveloper`: be turned into a developer account: the account itself, while it is a
 *   plain user's (a developer or an admin already is more).
 * - `getResetLink`: be sent a password reset link, asked for by anyone who knows the address:
 *   every account but an admin's (admins are reset with the admin command, never by mail).
 * - `showAsDeveloper`: be shown as a developer (public profile, app list, merchant id), to anyone:
 *   developer accounts; any other account does not exist as a developer (404).
 * - `bePaid`: have a ledger and be paid what it owes: developer accounts (404 otherwise).
 * - `setDeveloperTerms`: have verified, internal and the commission rate set: an admin, on
 *   developer accounts only.
 */
export type TAccountAction =
  | 'signInAsUser'
  | 'signInAsDeveloper'
  | 'signInAsAdmin'
  | 'becomeDeveloper'
  | 'getResetLink'
  | 'showAsDeveloper'
  | 'bePaid'
  | 'setDeveloperTerms';

const SIGN_IN = {
  user: 'signInAsUser',
  developer: 'signInAsDeveloper',
  admin: 'signInAsAdmin',
} as const satisfies Record<TRole, TAccountAction>;
const DOORS: Record<(typeof SIGN_IN)[TRole], TRole> = {
  signInAsUser: 'user',
  signInAsDeveloper: 'developer',
  signInAsAdmin: 'admin',
};

/** The sign-in action of a door (the type the sign-in form names). */
export const signInAction = (type: TRole): TAccountAction => SIGN_IN[type];

const developerNotFound = () => new AppError('NOT_FOUND', 'ledger.developerNotFound');
const invalidCredentials = (type: TRole) =>
  type === 'admin'
    ? new AppError('INVALID_CREDENTIALS', 'auth.invalidAdminCredentials')
    : new AppError('INVALID_CREDENTIALS', 'auth.invalidCredentials');

/** The answer when no account has the id, as the action's own refusal reads. */
function missing(action: TAccountAction): AppError {
  switch (action) {
    case 'bePaid':
      return developerNotFound();
    case 'setDeveloperTerms':
      return new AppError('NOT_FOUND', 'admin.userNotFound');
    default:
      return notFound();
  }
}

/** Why the actor may not do this with (or as) the account, as the error to answer; null when they may. */
function refusal(actor: TActor, action: TAccountAction, account: TAccount): AppError | null {
  switch (action) {
    case 'signInAsUser':
    case 'signInAsDeveloper':
    case 'signInAsAdmin': {
      const door = DOORS[action];
      return isSelf(actor, account.id) && isOfType(account, door) ? null : invalidCredentials(door);
    }
    case 'becomeDeveloper':
      if (!isSelf(actor, account.id)) return forbidden();
      return isOfType(account, 'user') ? null : new AppError('FORBIDDEN', 'auth.alreadyDeveloper');
    case 'getResetLink':
      return isOfType(account, 'admin') ? forbidden() : null;
    case 'showAsDeveloper':
      return isOfType(account, 'developer') ? null : notFound();
    case 'bePaid':
      return isOfType(account, 'developer') ? null : developerNotFound();
    case 'setDeveloperTerms':
      if (!isAdmin(actor)) return forbidden();
      return isOfType(account, 'developer') ? null : new AppError('FORBIDDEN', 'admin.developerOnly');
  }
}

/**
 * The account access policy: `authorize(actor, action, account)` and the loaders built on it. A
 * missing account reads as the action's refusal (`missing`) when the action is named, else 404.
 */
export function createAccountAccess(db: TDb) {
  const users = createUserRepository(db);
  return policyOf(refusal, async (id: string, action?: TAccountAction): Promise<TUserRow> => {
    const found = isUuid(id) ? await users.findById(id) : null;
    if (!found) throw action ? missing(action) : notFound();
    return found;
  });
}

export type TAccountAccess = ReturnType<typeof createAccountAccess>;
