import type { TDb } from '../../db/client';
import { createRefundRepository, type TRefundRow } from '../../db/repositories/refund.repository';
import { AppError, forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isAdmin, isSelf, type TActor } from './actor';

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

  /** Throws the refusal's error unless the actor may do this with the refund. */
  function authorize(actor: TActor, action: TRefundAction, refund: TRefundItem) {
    const error = refusal(actor, action, refund);
    if (error) throw error;
  }

  /** Loads a refund by id; 404 when there is none (whatever the actor). */
  async function load(id: string): Promise<TRefundRow> {
    const refund = isUuid(id) ? await refunds.find(id) : null;
    if (!refund) throw refundNotFound();
    return refund;
  }

  return {
    load,
    authorize,
    refusal,
    /** Whether the actor may do this with the refund (no error). */
    can: (actor: TActor, action: TRefundAction, refund: TRefundItem) =>
      refusal(actor, action, refund) === null,
    /** Loads a refund the actor may do this with; refuses as `authorize` does. */
    async loadFor(id: string, actor: TActor, action: TRefundAction) {
      const refund = await load(id);
      authorize(actor, action, refund);
      return refund;
    },
  };
}

export type TRefundAccess = ReturnType<typeof createRefundAccess>;
