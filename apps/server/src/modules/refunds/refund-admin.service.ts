import {
  OPEN_REFUND_STATUSES,
  type TAdminRefundPage,
  type TAdminRefundsQuery,
  type TRefund,
} from '@vitrina/shared/payments/refund.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { TDb } from '../../db/client';
import { createRefundRepository, type TRefundRow } from '../../db/repositories/refund.repository';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { isUuid } from '../../lib/public-url';
import { createRefundAccess, type TActor } from '../access';
import type { TNotifications } from '../notifications';
import { alreadyDecided, refundNotFound, type TRefundService } from './refund.service';
import { toRefund } from './refund.view';
import type { TRefundProcessing } from './refund-processing';

type TAdmin = NonNullable<TActor>;

const saleAlreadyRefunded = () => new AppError('SALE_ALREADY_REFUNDED', 'refund.saleAlreadyRefunded');

/**
 * The admin's side of refunds: the queue, approving (the provider is called by the one caller that
 * moved the refund from REQUESTED to APPROVED: concurrent approvals make one provider refund),
 * refusing with a reason, and refunding any sale (a dispute) whatever its age.
 */
export function createRefundAdminService(
  deps: TAppDeps,
  {
    notifications,
    processing,
    refunds,
  }: { notifications: TNotifications; processing: TRefundProcessing; refunds: TRefundService },
) {
  const { db, clock } = deps;
  const repo = createRefundRepository(db);
  const { detailOf } = refunds;
  const access = createRefundAccess(db);

  /** Moves a REQUESTED refund to APPROVED, claimed by this caller (in the caller's transaction). */
  async function approveLocked(tx: TDb, refund: TRefundRow, admin: TAdmin, now: Date, note?: string) {
    const approved = await createRefundRepository(tx).update(
      refund.id,
      { status: 'APPROVED', decidedBy: admin.id, decidedAt: now, claimedAt: now, attempts: 1 },
      now,
    );
    await writeAudit(tx, {
      actorId: admin.id,
      action: 'refund.approved',
      entityType: 'refund',
      entityId: refund.id,
      data: { saleId: refund.saleId, amountCents: refund.amountCents, ...(note ? { reason: note } : {}) },
    });
    return approved;
  }

  /** Calls the provider for a refund this caller claimed, then answers the refund as it stands. */
  async function sendAndRead(claimed: TRefundRow | null, id: string, language: string | undefined) {
    if (claimed) await processing.send(claimed);
    return detailOf(id, language, true);
  }

  return {
    async list(query: TAdminRefundsQuery, language: string | undefined): Promise<TAdminRefundPage> {
      const statuses =
        query.status === 'all' ? null : query.status === 'open' ? OPEN_REFUND_STATUSES : [query.status];
      const { rows, total, waiting } = await repo.page(statuses, query.page, query.size);
      const { hasNext: _, ...page } = pageOf(total, query.page, query.size);
      return { refunds: rows.map((row) => toRefund(row, { language, forAdmin: true })), ...page, waiting };
    },

    async approve(admin: TAdmin, id: string, language: string | undefined): Promise<TRefund> {
      if (!isUuid(id)) throw refundNotFound();
      const now = clock.now();
      const claimed = await db.transaction(async (tx) => {
        const refund = await createRefundRepository(tx).lock(id);
        if (!refund) throw refundNotFound();
        access.authorize(admin, 'decide', refund);
        if (refund.status === 'REJECTED' || refund.status === 'FAILED') throw alreadyDecided();
        // Approved already (a double click, a replay, another admin): its state is the answer.
        if (refund.status !== 'REQUESTED') return null;
        return approveLocked(tx, refund, admin, now);
      });
      return sendAndRead(claimed, id, language);
    },

    async reject(admin: TAdmin, id: string, reason: string, language: string | undefined): Promise<TRefund> {
      if (!isUuid(id)) throw refundNotFound();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const refunds = createRefundRepository(tx);
        const refund = await refunds.lock(id);
        if (!refund) throw refundNotFound();
        access.authorize(admin, 'decide', refund);
        if (refund.status !== 'REQUESTED') throw alreadyDecided();
        const rejected = await refunds.update(
          id,
          { status: 'REJECTED', decisionNote: reason, decidedBy: admin.id, decidedAt: now },
          now,
        );
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'refund.rejected',
          entityType: 'refund',
          entityId: id,
          data: { saleId: refund.saleId, reason },
        });
        await notifications.refundRefused(tx, { refund: rejected });
      });
      return detailOf(id, language, true);
    },

    /**
     * Refunds a sale (a dispute), whatever its age: the sale's waiting request is approved, one
     * under way is answered as it stands, and otherwise a refund started by the admin is made.
     */
    async refundSale(admin: TAdmin, saleId: string, reason: string, language: string | undefined) {
      if (!isUuid(saleId)) throw new AppError('NOT_FOUND', 'payment.saleNotFound');
      const now = clock.now();
      const { claimed, id } = await db.transaction(async (tx) => {
        const refunds = createRefundRepository(tx);
        const sale = await refunds.lockSale(saleId);
        if (!sale) throw new AppError('NOT_FOUND', 'payment.saleNotFound');
        if (sale.refundedAt) throw saleAlreadyRefunded();
        const live = (await refunds.listOfSale(saleId)).find((r) =>
          ['REQUESTED', 'APPROVED', 'PENDING', 'COMPLETED'].includes(r.status),
        );
        if (live?.status === 'COMPLETED') throw saleAlreadyRefunded();
        if (live && live.status !== 'REQUESTED') return { claimed: null, id: live.id };
        if (live) {
          const locked = await refunds.lock(live.id);
          if (locked?.status !== 'REQUESTED') return { claimed: null, id: live.id };
          return { claimed: await approveLocked(tx, locked, admin, now, reason), id: live.id };
        }
        const created = await refunds.insert({
          saleId: sale.id,
          buyerId: sale.buyerId,
          projectId: sale.projectId,
          developerId: sale.developerId,
          provider: sale.provider,
          amountCents: sale.amountCents,
          commissionCents: sale.commissionCents,
          netCents: sale.netCents,
          origin: 'ADMIN',
          reason,
          requestedBy: admin.id,
          status: 'APPROVED',
          decidedBy: admin.id,
          decidedAt: now,
          claimedAt: now,
          attempts: 1,
          createdAt: now,
          updatedAt: now,
        });
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'refund.started',
          entityType: 'refund',
          entityId: created.id,
          data: { saleId: sale.id, amountCents: sale.amountCents, reason },
        });
        return { claimed: created, id: created.id };
      });
      return sendAndRead(claimed, id, language);
    },
  };
}
