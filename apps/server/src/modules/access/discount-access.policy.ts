import type { TDb } from '../../db/client';
import { createDiscountRepository, type TDiscountCodeRow } from '../../db/repositories/discount.repository';
import { AppError, forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isSelf, type TActor } from './actor';
import { policyOf } from './policy';

/**
 * What an actor may do with a discount code. A code is its developer's alone: to everyone else,
 * an admin included, it does not exist (404), since no one else makes, changes or reads codes.
 * - `read`: see it with its uses and the sales it brought.
 * - `change`: pause or resume it, move its end, its maximum, whether the store shows it.
 */
export type TDiscountAction = 'read' | 'change';

const codeNotFound = () => new AppError('NOT_FOUND', 'discount.notFound');

/** The discount code access policy: `authorize(actor, action, code)`, its loader and who may make one. */
export function createDiscountAccess(db: TDb) {
  const repo = createDiscountRepository(db);

  function refusal(actor: TActor, _action: TDiscountAction, code: TDiscountCodeRow): AppError | null {
    return isSelf(actor, code.developerId) ? null : codeNotFound();
  }

  const load = async (id: string) => {
    const code = isUuid(id) ? await repo.find(id) : null;
    if (!code) throw codeNotFound();
    return code;
  };

  return {
    ...policyOf(refusal, load),
    /** A code for an app is made by the app's developer (an admin manages the app, not its prices). */
    authorizeCreate(actor: TActor, developerId: string) {
      if (!isSelf(actor, developerId)) throw forbidden();
    },
  };
}

export type TDiscountAccess = ReturnType<typeof createDiscountAccess>;
