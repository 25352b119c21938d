import type { TDeveloperRefunds, TPurchaseRefund, TRefund } from '@vitrina/shared/payments/refund.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createRefundRepository } from '../../db/repositories/refund.repository';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import { createProjectAccess, createRefundAccess, type TActor } from '../access';
import type { TNotifications } from '../notifications';
import { toPurchaseRefund, toRefund } from './refund.view';
import { requestRefusal } from './refund-rules';

/** A signed-in account (the routes declare who may call them). */
type TSignedIn = NonNullable<TActor>;

export const refundNotFound = () => new AppError('NOT_FOUND', 'refund.notFound');
export const alreadyDecided = () => new AppError('REFUND_ALREADY_DECIDED', 'refund.alreadyDecided');

/** The buyer's refund requests and the developer's view of the refunds on their apps. */
export function createRefundService(deps: TAppDeps, { notifications }: { notifications: TNotifications }) {
  const { db, clock, config } = deps;
  const repo = createRefundRepository(db);
  const payments = createPaymentRepository(db);
  const access = createProjectAccess(db);
  const refunds = createRefundAccess(db);

  async function detailOf(id: string, language: string | undefined, forAdmin: boolean): Promise<TRefund> {
    const detail = await repo.findDetail(id);
    if (!detail) throw refundNotFound();
    return toRefund(detail, { language, forAdmin });
  }

  return {
    detailOf,

    /** The buyer asks for a refund of their purchase of the app, within the window. */
    async request(actor: TSignedIn, idOrSlug: string, reason: string): Promise<TPurchaseRefund> {
      // No purchase and no such app read the same: an unlisted app's existence is not told.
      const item = await access.load(idOrSlug).catch(() => null);
      const purchase = item ? await payments.hasPurchased(actor.id, item.project.id) : null;
      if (!purchase) throw new AppError('NOT_FOUND', 'refund.purchaseNotFound');
      const sale = purchase.saleId ? await payments.findSale(purchase.saleId) : null;
      if (!sale || sale.amountCents <= 0) throw new AppError('REFUND_NOT_APPLICABLE', 'refund.notApplicable');
      const now = clock.now();
      const refusal = requestRefusal(sale, await repo.listOfSale(sale.id), now, config.REFUND_WINDOW_DAYS);
      if (refusal) throw refusal;
      try {
        const refund = await db.transaction(async (tx) => {
          const row = await createRefundRepository(tx).insert({
            saleId: sale.id,
            buyerId: sale.buyerId,
            projectId: sale.projectId,
            developerId: sale.developerId,
            provider: sale.provider,
            amountCents: sale.amountCents,
            commissionCents: sale.commissionCents,
            netCents: sale.netCents,
            origin: 'BUYER',
            reason,
            requestedBy: actor.id,
            createdAt: now,
            updatedAt: now,
          });
          await writeAudit(tx, {
            actorId: actor.id,
            action: 'refund.requested',
            entityType: 'refund',
            entityId: row.id,
            data: { saleId: sale.id, projectId: sale.projectId, amountCents: sale.amountCents },
          });
          await notifications.refundRequested(tx, { refund: row });
          return row;
        });
        return toPurchaseRefund(refund);
      } catch (error) {
        // Two requests at once: the unique index lets one through.
        if (uniqueViolation(error) === 'refunds_one_live_per_sale_key')
          throw new AppError('REFUND_ALREADY_REQUESTED', 'refund.alreadyRequested');
        throw error;
      }
    },

    /** The app's developer adds (or changes) their word for the admin while the request waits. */
    async comment(actor: TSignedIn, id: string, comment: string, language: string | undefined) {
      // A refund of someone else's app does not exist for the developer.
      const { id: refundId } = await refunds.loadFor(id, actor, 'comment');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const refunds = createRefundRepository(tx);
        // Locked, so a decision made meanwhile is seen: a decided refund takes no comment.
        const refund = await refunds.lock(refundId);
        if (refund?.status !== 'REQUESTED') throw alreadyDecided();
        await refunds.update(refundId, { developerComment: comment, developerCommentAt: now }, now);
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'refund.commented',
          entityType: 'refund',
          entityId: refundId,
        });
      });
      return detailOf(refundId, language, false);
    },

    /** Refunds asked for or made on the developer's apps, newest first (no buyer e-mails). */
    async listForDeveloper(actor: TSignedIn, language: string | undefined): Promise<TDeveloperRefunds> {
      const rows = await repo.listForDeveloper(actor.id);
      return { refunds: rows.map((detail) => toRefund(detail, { language, forAdmin: false })) };
    },
  };
}

export type TRefundService = ReturnType<typeof createRefundService>;
