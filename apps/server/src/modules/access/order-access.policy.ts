import type { TDb } from '../../db/client';
import { createPaymentRepository, type TPaymentOrderRow } from '../../db/repositories/payment.repository';
import { AppError, forbidden } from '../../lib/app-error';
import { isAdmin, isSelf, type TActor } from './actor';
import { policyOf } from './policy';

/**
 * What an actor may do with one payment order (a buyer's payment for an app, at the provider).
 * Routes declare who may call them at all; this policy decides for the particular order.
 * - `read`: see its state (the payment result page): its buyer, or whoever may `readAny`.
 *   Anyone else's order does not exist for them (404).
 * - `readAny`: see any order's state, whoever bought (support): an admin.
 * - `capture`: capture it (and so record its sale): its buyer only. An admin, who may read it, is
 *   refused (403); to anyone else it does not exist (404).
 * - `confirm`: read back the sale of a captured order (sale registration, a paid app's purchase
 *   confirmation): its buyer; anyone else's order reads as not captured.
 * - `register`: register a sale for the buyer a request names (the sale registration's `userId`):
 *   that buyer only (403 for anyone naming someone else). The item is the order as the request
 *   describes it: only its buyer is known.
 */
export type TOrderAction = 'read' | 'readAny' | 'capture' | 'confirm' | 'register';

/** An order as the policy needs it: whose it is. */
export type TOrderItem = Pick<TPaymentOrderRow, 'userId'>;

const orderNotFound = () => new AppError('NOT_FOUND', 'payment.orderNotFound');
const notCaptured = () => new AppError('PAYMENT_NOT_CAPTURED', 'payment.notCaptured');
const isBuyer = (actor: TActor, order: TOrderItem) => isSelf(actor, order.userId);

/** Why the actor may not do this with the order, as the error to answer; null when they may. */
function refusal(actor: TActor, action: TOrderAction, order: TOrderItem): AppError | null {
  switch (action) {
    case 'read':
      return isBuyer(actor, order) ? null : refusal(actor, 'readAny', order);
    case 'readAny':
      return isAdmin(actor) ? null : orderNotFound();
    case 'capture':
      if (isBuyer(actor, order)) return null;
      return refusal(actor, 'read', order) ?? forbidden();
    case 'confirm':
      return isBuyer(actor, order) ? null : notCaptured();
    case 'register':
      return isBuyer(actor, order) ? null : forbidden();
  }
}

/**
 * The payment order access policy: `authorize(actor, action, order)` and the loaders built on it.
 * Orders are named by the provider's id, so the policy is made for the provider orders go through.
 */
export function createOrderAccess(db: TDb, provider: TPaymentOrderRow['provider']) {
  const payments = createPaymentRepository(db);
  return policyOf(refusal, async (providerOrderId: string): Promise<TPaymentOrderRow> => {
    const order = await payments.findOrder(provider, providerOrderId);
    if (!order) throw orderNotFound();
    return order;
  });
}

export type TOrderAccess = ReturnType<typeof createOrderAccess>;
