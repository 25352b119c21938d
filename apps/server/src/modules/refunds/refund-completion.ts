import { writeAudit } from '../../db/audit';
import type { TDatabase, TDb } from '../../db/client';
import { createEngagementRepository } from '../../db/repositories/engagement.repository';
import { createLedgerRepository } from '../../db/repositories/ledger.repository';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { createRefundRepository, type TRefundRow } from '../../db/repositories/refund.repository';
import type { TNotifications } from '../notifications';
import { webhookEvents } from '../webhooks';

/** The sale's day in the project's daily figures (UTC, as the sale counted it). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Undoes what a sale did, in the refund's transaction, write by write (see writeSaleOnce): the sale
 * marked refunded (it then counts in no figure and owes no payout), the buyer's access removed,
 * their rating of the app removed from its figures, and the app's sales and revenue (in all and on
 * the sale's day) taken back.
 */
async function reverseSale(tx: TDb, refund: TRefundRow, now: Date) {
  const payments = createPaymentRepository(tx);
  const sale = await payments.markSaleRefunded(refund.saleId, now);
  if (!sale) throw new Error(`Sale ${refund.saleId} of refund ${refund.id} is gone or already refunded`);
  await payments.revokePurchase({
    userId: refund.buyerId,
    projectId: refund.projectId,
    saleId: refund.saleId,
  });
  // The project row locked first, as a rating does, so concurrent raters apply one after the other.
  const projects = createProjectRepository(tx);
  await projects.lockRow(refund.projectId);
  const rating = await createEngagementRepository(tx).deleteRating(refund.buyerId, refund.projectId);
  if (rating !== null) await projects.applyRatingChange(refund.projectId, rating, null);
  await projects.removeSale(refund.projectId, sale.amountCents, dayOf(sale.createdAt));
  return { sale, ratingRemoved: rating };
}

/**
 * Completes a refund the provider confirmed, exactly once, in one transaction with its row
 * locked: the refund COMPLETED, the sale reversed (access, rating, figures), the developer's
 * ledger debited of the sale's net, the audit row, and the buyer's and developer's mails. True
 * when this call completed it; false when it was already completed (or is no longer under way).
 */
export async function completeRefund(
  db: TDatabase,
  input: { refundId: string; providerRefundId: string; now: Date; notifications: TNotifications },
): Promise<boolean> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const repo = createRefundRepository(tx);
    const refund = await repo.lock(input.refundId);
    if (!refund || (refund.status !== 'APPROVED' && refund.status !== 'PENDING')) return false;
    const completed = await repo.update(
      refund.id,
      {
        status: 'COMPLETED',
        providerRefundId: input.providerRefundId,
        completedAt: now,
        failureCode: null,
        claimedAt: null,
        nextCheckAt: null,
      },
      now,
    );
    const { sale, ratingRemoved } = await reverseSale(tx, refund, now);
    await createLedgerRepository(tx).append({
      kind: 'REFUND',
      developerId: refund.developerId,
      amountCents: refund.netCents,
      saleId: refund.saleId,
      refundId: refund.id,
      at: now,
    });
    await writeAudit(tx, {
      actorId: refund.decidedBy,
      action: 'refund.completed',
      entityType: 'refund',
      entityId: refund.id,
      data: {
        saleId: refund.saleId,
        projectId: refund.projectId,
        buyerId: refund.buyerId,
        provider: refund.provider,
        providerRefundId: input.providerRefundId,
        amountCents: refund.amountCents,
        netCents: refund.netCents,
        paidOut: sale.payoutStatus === 'PAID',
        ratingRemoved,
      },
    });
    await input.notifications.refundCompleted(tx, { refund: completed, sale });
    await webhookEvents.refundCompleted(tx, completed, now);
    return true;
  });
}
