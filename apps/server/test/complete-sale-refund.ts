import { eq } from 'drizzle-orm';
import { sales } from '../src/db/tables/payments';
import { refunds } from '../src/db/tables/refunds';
import { completeRefund } from '../src/modules/refunds/refund-completion';
import type { TTestApp } from './app-builder';

/**
 * A sale refunded in full, for the ledger and figures tests: a refund an admin started and the
 * provider confirmed, completed by the refunds module's own completion (the same transaction the
 * flow runs: sale marked refunded, access, rating and figures taken back, the ledger's REFUND
 * entry, the mails). The provider call itself is the refund tests' business.
 */
export async function completeSaleRefund(t: TTestApp, saleId: string) {
  const db = t.deps.db;
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId)).limit(1);
  if (!sale) throw new Error(`sale ${saleId} does not exist`);
  const now = t.clock.now();
  const [refund] = await db
    .insert(refunds)
    .values({
      saleId: sale.id,
      buyerId: sale.buyerId,
      projectId: sale.projectId,
      developerId: sale.developerId,
      provider: sale.provider,
      amountCents: sale.amountCents,
      commissionCents: sale.commissionCents,
      netCents: sale.netCents,
      origin: 'ADMIN',
      reason: 'Disputa del comprador resuelta a su favor.',
      status: 'APPROVED',
      decidedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('refund insert returned nothing');
  const completed = await completeRefund(db, {
    refundId: refund.id,
    providerRefundId: `TEST-REFUND-${refund.id.slice(0, 8)}`,
    now,
    notifications: t.services.notifications,
  });
  if (!completed) throw new Error(`refund ${refund.id} of sale ${saleId} did not complete`);
  // What the worker does after a completion outside a request: every process drops derived reads.
  t.deps.changes.publish('public');
  return { refundId: refund.id, netCents: sale.netCents };
}
