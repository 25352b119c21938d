import { sql } from 'drizzle-orm';
import { refunds } from '../src/db/tables/refunds';
import { createLedgerRepository } from '../src/modules/ledger/ledger.repository';
import type { TTestApp } from './app-builder';

/**
 * STAND-IN for the refunds module's completion, for the ledger and figures tests only. It does to
 * the money exactly what a completed refund does, in one transaction: a COMPLETED refund row (the
 * ledger entry needs its id), `sales.refunded_at`, and a REFUND ledger entry of −net. It is not the
 * refund flow: no provider call, no access, rating, project figures or e-mails.
 */
export async function completeRefundStandIn(t: TTestApp, saleId: string, at: Date = t.clock.now()) {
  return t.deps.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`update sales set refunded_at = ${at.toISOString()} where id = ${saleId} and refunded_at is null
          returning id, buyer_id, project_id, developer_id, provider, amount_cents, commission_cents, net_cents`,
    )) as unknown as {
      rows: {
        id: string;
        buyer_id: string;
        project_id: string;
        developer_id: string;
        provider: 'paypal' | 'sandbox';
        amount_cents: string | number;
        commission_cents: string | number;
        net_cents: string | number;
      }[];
    };
    const sale = result.rows[0];
    if (!sale) throw new Error(`refund stand-in: sale ${saleId} does not exist or was refunded already`);
    const [refund] = await tx
      .insert(refunds)
      .values({
        saleId: sale.id,
        buyerId: sale.buyer_id,
        projectId: sale.project_id,
        developerId: sale.developer_id,
        provider: sale.provider,
        amountCents: Number(sale.amount_cents),
        commissionCents: Number(sale.commission_cents),
        netCents: Number(sale.net_cents),
        origin: 'ADMIN',
        reason: 'Reembolso de prueba (sustituto de la finalización)',
        status: 'COMPLETED',
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      })
      .returning({ id: refunds.id });
    if (!refund) throw new Error('refund stand-in: refund insert returned nothing');
    await createLedgerRepository(tx).append({
      kind: 'REFUND',
      developerId: sale.developer_id,
      amountCents: Number(sale.net_cents),
      saleId: sale.id,
      refundId: refund.id,
      at,
    });
    return { refundId: refund.id, netCents: Number(sale.net_cents) };
  });
}
