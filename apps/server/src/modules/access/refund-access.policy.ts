import type { TDb } from '../../db/client';
import { createRefundRepository, type TRefundRow } from '../../db/repositories/refund.repository';
import { AppError, forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isAdmin, isSelf, type TActor } from './actor';
import { policyOf } from './policy';

/**
 * What an actor may do with one refund (asked for by a buyer, or started by an admin). Routes
 * declare who may call them at all; this policy decides for the particular refund.
 * - `comment`: give the admin their word on it: the developer of the app it refunds; anyone
 *   else's refund does not exist for them (404).
 * - `decide`: approve or refuse it: an admin.
 */
export type TRefundAction = 'comment' | 'decide';

/** A refund as the policy needs it: whose app it refunds. */
export type TRefundItem = Pick<TRefundRow, 'developerId'>;

const refundNotFound = () => new AppError('NOT_FOUND', 'refund.notFound');

/** Why the actor may not do this with the refund, as the error to answer; null when they may. */
function refusal(actor: TActor, action: TRefundAction, refund: TRefundItem): AppError | null {
  switch (action) {
    case 'comment':
      return isSelf(actor, refund.developerId) ? null : refundNotFound();
    case 'decide':
      return isAdmin(actor) ? null : forbidden();
  }
}

/** The refund access policy: `authorize(actor, action, refund)` and the loaders built on it. */
export function createRefundAccess(db: TDb) {
  const refunds = createRefundRepository(db);
  return policyOf(refusal, async (id: string): Promise<TRefundRow> => {
    const refund = isUuid(id) ? await refunds.find(id) : null;
    if (!refund) throw refundNotFound();
    return refund;
  });
}

export type TRefundAccess = ReturnType<typeof createRefundAccess>;
