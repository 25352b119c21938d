import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { users } from '../../db/tables/accounts';
import { projects as projectsTable } from '../../db/tables/catalogue';
import type { TOrderState } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import { effectiveCommissionRate, splitSale } from '../../lib/commission';
import { rateToBps } from '../../lib/money';
import { createPaymentRepository, type TPaymentOrderRow } from './payment.repository';
import { captureError } from './payment-errors';
import { enqueueSaleMails } from './sale-mails';

export const notCaptured = () => new AppError('PAYMENT_NOT_CAPTURED', 409, 'payment.notCaptured');

/**
 * The sale of an order the provider confirmed, written exactly once: after a capture, or found by
 * asking the provider about an order whose capture answer the server never saw.
 */
export function createSaleRecording(deps: TAppDeps, log: FastifyBaseLogger) {
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
    const now = clock.now();
    const { sale, created } = await repo.recordSale({
      orderId: order.id,
      captureId: state.captureId ?? state.orderId,
      now,
      figures: async (locked, tx) => {
        // Read inside the transaction: the embedded database runs one transaction at a time.
        const [row] = await tx
          .select({
            developerId: projectsTable.developerId,
            projectRateBps: projectsTable.customCommissionRateBps,
            isInternal: users.isInternal,
            developerRateBps: users.commissionRateBps,
            paypalMerchantId: users.paypalMerchantId,
          })
          .from(projectsTable)
          .innerJoin(users, eq(users.id, projectsTable.developerId))
          .where(eq(projectsTable.id, locked.projectId));
        if (!row) throw new Error(`Project ${locked.projectId} of order ${locked.id} vanished`);
        const rate = effectiveCommissionRate({
          platformRate: config.COMMISSION_RATE,
          developerIsInternal: row.isInternal,
          developerRateBps: row.developerRateBps,
          projectRateBps: row.projectRateBps,
        });
        const split = splitSale(locked.amountCents, rate);
        const figures = {
          developerId: row.developerId,
          commissionRateBps: rateToBps(rate),
          commissionCents: split.commissionCents,
          netCents: split.netCents,
          paypalMerchantId: row.paypalMerchantId,
        };
        await writeAudit(tx, {
          actorId: locked.userId,
          action: 'sale.recorded',
          entityType: 'sale',
          entityId: locked.id,
          data: {
            provider: locked.provider,
            providerOrderId: locked.providerOrderId,
            captureId: state.captureId,
            projectId: locked.projectId,
            amountCents: locked.amountCents,
            ...figures,
          },
        });
        return figures;
      },
      onCreated: (sale, locked, tx) => enqueueSaleMails(tx, sale, locked.providerOrderId, config),
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
