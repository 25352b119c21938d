import type { TDb } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { createAccountAccess } from './account-access.policy';
import { isAdmin, isSelf, type TAccount, type TActor } from './actor';

/**
 * What an actor may do with a developer's money: their ledger and their payouts. The item is the
 * developer's account; an account that is not a developer's has no ledger (404 to everyone).
 * - `readLedger`: read the ledger (entries, balance, what is owed, the CSV): the developer, or an
 *   admin; anyone else's ledger does not exist for a developer (404).
 * - `pay`: pay the developer their balance (a payout, settling their unpaid sales): an admin.
 */
export type TPayoutAction = 'readLedger' | 'pay';

const developerNotFound = () => new AppError('NOT_FOUND', 'ledger.developerNotFound');

/** The ledger and payout access policy: `authorize(actor, action, developer)` and its loaders. */
export function createPayoutAccess(db: TDb) {
  const accounts = createAccountAccess(db);

  /** Why the actor may not do this with the developer's ledger, as the error to answer; null when they may. */
  function refusal(actor: TActor, action: TPayoutAction, developer: TAccount): AppError | null {
    const unpaid = accounts.refusal(actor, 'bePaid', developer);
    if (unpaid) return unpaid;
    switch (action) {
      case 'readLedger':
        return isAdmin(actor) || isSelf(actor, developer.id) ? null : developerNotFound();
      case 'pay':
        return isAdmin(actor) ? null : forbidden();
    }
  }

  /** Throws the refusal's error unless the actor may do this with the developer's ledger. */
  function authorize(actor: TActor, action: TPayoutAction, developer: TAccount) {
    const error = refusal(actor, action, developer);
    if (error) throw error;
  }

  return {
    /** Loads a developer's account by id; 404 when there is no such developer (whatever the actor). */
    load: (developerId: string) => accounts.loadFor(developerId, null, 'bePaid'),
    authorize,
    refusal,
    /** Whether the actor may do this with the developer's ledger (no error). */
    can: (actor: TActor, action: TPayoutAction, developer: TAccount) =>
      refusal(actor, action, developer) === null,
    /** Loads a developer's account the actor may do this with; refuses as `authorize` does. */
    async loadFor(developerId: string, actor: TActor, action: TPayoutAction) {
      const developer = await accounts.loadFor(developerId, actor, 'bePaid');
      authorize(actor, action, developer);
      return developer;
    },
  };
}

export type TPayoutAccess = ReturnType<typeof createPayoutAccess>;
