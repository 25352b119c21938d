import type { TDb } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { createAccountAccess } from './account-access.policy';
import { isAdmin, isSelf, type TAccount, type TActor } from './actor';
import { policyOf } from './policy';

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

  // A developer's account is loaded as the account policy loads one that may be paid (404 for
  // any other account, whatever the actor); the actor's part is this policy's rule.
  return policyOf(refusal, (developerId: string) => accounts.loadFor(developerId, null, 'bePaid'));
}

export type TPayoutAccess = ReturnType<typeof createPayoutAccess>;
