import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { TDatabase } from '../../db/client';
import { createDiscountRepository } from '../../db/repositories/discount.repository';
import { createLedgerRepository } from '../../db/repositories/ledger.repository';
import {
  createPaymentRepository,
  type TPaymentOrderRow,
  type TSaleRow,
} from '../../db/repositories/payment.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { TOrderState } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import { effectiveCommissionRate, splitSale } from '../../lib/commission';
import { rateToBps } from '../../lib/money';
import type { TNotifications } from '../notifications';
import { webhookEvents } from '../webhooks';
import { captureError } from './payment-errors';

export const notCaptured = () => new AppError('PAYMENT_NOT_CAPTURED', 'payment.notCaptured');

/**
 * The sale of an order the provider confirmed, written exactly once: after a capture, or found by
 * asking the provider about an order whose capture answer the server never saw.
 */
export function createSaleRecording(deps: TAppDeps, log: FastifyBaseLogger, notifications: TNotifications) {
  const { db, clock, config, payments: provider } = deps;
  const repo = createPaymentRepository(db);

  /**
   * Writes the sale of an order the provider confirmed, exactly once. The commission is decided
   * now, from the rules in force at the moment of the sale.
   */
  async function recordSale(order: TPaymentOrderRow, state: TOrderState) {
    if (state.amountCents !== order.amountCents) {
      log.error(
        { orderId: order.id, expected: order.amountCents, captured: state.amountCents },
        'payment captured with an amount other than the order’s: no sale recorded',
      );
      await repo.setOrderState(order.id, 'FAILED', 'AMOUNT_MISMATCH', clock.now());
      throw captureError(null);
    }
    const { sale, created } = await writeSaleOnce(db, {
      orderId: order.id,
      captureId: state.captureId ?? state.orderId,
      now: clock.now(),
      platformRate: config.COMMISSION_RATE,
      notifications,
    });
    if (created) log.info({ saleId: sale.id, orderId: order.id }, 'sale recorded');
    return sale;
  }

  /**
   * Asks the provider whether an order the server has not seen completed was in fact captured (a
   * capture whose answer was lost), and records the sale if so. Null when it was not.
   */
  async function reconcile(order: TPaymentOrderRow) {
    let state: TOrderState;
    try {
      state = await provider.getOrder(order.providerOrderId);
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, 'payment order status could not be read');
      return null;
    }
    if (state.status === 'COMPLETED' && state.captureId) return recordSale(order, state);
    return null;
  }

  /** The sale of a captured order, reconciled with the provider when the server missed the capture. */
  async function confirmedSale(order: TPaymentOrderRow) {
    const existing = await repo.findSaleByOrder(order.id);
    if (existing) return existing;
    const reconciled = await reconcile(order);
    if (!reconciled) throw notCaptured();
    return reconciled;
  }

  return { recordSale, reconcile, confirmedSale };
}

/**
 * Writes the sale of a captured order exactly once, in one transaction with the order row locked:
 * of concurrent callers one writes the sale, its ledger entry (the developer's net), the buyer's
 * access, the project's figures, the audit row and (with `notifications`) the receipt and sale
 * notice; the others find that sale. The commission is decided now, from the rules in force at the
 * moment of the sale.
 */
export async function writeSaleOnce(
  db: TDatabase,
  input: {
    orderId: string;
    captureId: string;
    now: Date;
    platformRate: number;
    /** Who is told of the sale; null: nobody (the demo's sales). */
    notifications: TNotifications | null;
  },
): Promise<{ sale: TSaleRow; created: boolean }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const payments = createPaymentRepository(tx);
    const projects = createProjectRepository(tx);
    const locked = await payments.lockOrder(input.orderId);
    if (!locked) throw new Error(`Payment order ${input.orderId} vanished`);
    const existing = await payments.findSaleByOrder(locked.id);
    if (existing) return { sale: existing, created: false };

    const project = await projects.findWithDeveloper({ id: locked.projectId });
    const developer = project ? await createUserRepository(tx).findById(project.project.developerId) : null;
    if (!project || !developer) throw new Error(`Project ${locked.projectId} of order ${locked.id} vanished`);
    const rate = effectiveCommissionRate({
      platformRate: input.platformRate,
      developerIsInternal: developer.isInternal,
      developerRateBps: developer.commissionRateBps,
      projectRateBps: project.project.customCommissionRateBps,
    });
    const split = splitSale(locked.amountCents, rate);
    const figures = {
      developerId: developer.id,
      commissionRateBps: rateToBps(rate),
      commissionCents: split.commissionCents,
      netCents: split.netCents,
      paypalMerchantId: developer.paypalMerchantId,
    };
    await writeAudit(tx, {
      actorId: locked.userId,
      action: 'sale.recorded',
      entityType: 'sale',
      entityId: locked.id,
      data: {
        provider: locked.provider,
        providerOrderId: locked.providerOrderId,
        captureId: input.captureId,
        projectId: locked.projectId,
        amountCents: locked.amountCents,
        ...figures,
      },
    });
    const sale = await payments.insertSale(locked, figures, now);
    // The developer's ledger is credited with the net in the same transaction: no sale without it.
    await createLedgerRepository(tx).append({
      kind: 'SALE',
      developerId: sale.developerId,
      amountCents: sale.netCents,
      saleId: sale.id,
      at: now,
    });
    await payments.completeOrder(locked.id, input.captureId, now);
    // A discount code's use held by this order now counts for good.
    await createDiscountRepository(tx).markUsed(locked.id, now);
    await payments.grantPurchase({
      userId: locked.userId,
      projectId: locked.projectId,
      saleId: sale.id,
      now,
    });
    await projects.addSale(locked.projectId, locked.amountCents, now.toISOString().slice(0, 10));
    await input.notifications?.saleRecorded(tx, { sale, providerOrderId: locked.providerOrderId });
    // The developer's `sale.completed` webhooks, in the sale's transaction (an outbox).
    await webhookEvents.saleCompleted(tx, sale);
    return { sale, created: true };
  });
}
