import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TTestApp } from './app-builder';
import { registerUser } from './factories';
import type { paymentFixtures } from './payment-fixtures';

type TPaymentFixtures = ReturnType<typeof paymentFixtures>;

/** Fixtures for ledger and payout tests: developers with sales, payouts, and the ledger's rows. */
export function ledgerFixtures(t: TTestApp, fx: TPaymentFixtures) {
  /** A verified developer with one paid app per price, each bought once (by a new buyer). */
  async function sellerWithSales(prices: number[], options: { merchantId?: string | null } = {}) {
    const dev = await fx.verifiedDeveloper(options);
    const sales: { saleId: string; projectId: string }[] = [];
    for (const price of prices) {
      const projectId = await fx.publishedProject(dev, { price });
      const buyer = await registerUser(t);
      sales.push({ projectId, saleId: (await fx.buy(buyer.token, projectId)).saleId });
      // Each sale its own instant, so the ledger's order is the order things happened in.
      t.clock.advance(1000);
    }
    return { dev, sales };
  }

  /** Another sale of a new app of the developer's. */
  async function sell(dev: { token: string; login: string }, price: number) {
    const projectId = await fx.publishedProject(dev, { price });
    const buyer = await registerUser(t);
    const { saleId } = await fx.buy(buyer.token, projectId);
    t.clock.advance(1000);
    return saleId;
  }

  /** POST /api/admin/developers/{id}/payout as an admin. */
  async function payout(developerId: string, lang?: string) {
    const admin = await fx.adminAuth();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/developers/${developerId}/payout`,
      headers: { authorization: `Bearer ${admin}`, ...(lang ? { 'accept-language': lang } : {}) },
    });
    t.clock.advance(1000);
    return response;
  }

  /** The developer's ledger entries, oldest first, straight from the table. */
  async function entries(developerId: string) {
    const rows = await fx.rows<{
      kind: string;
      amount_cents: string | number;
      sale_id: string | null;
      refund_id: string | null;
      payout_id: string | null;
    }>(
      sql`select kind, amount_cents, sale_id, refund_id, payout_id from ledger_entries
          where developer_id = ${developerId} order by created_at, kind, id`,
    );
    return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
  }

  /** Σ of the developer's entries, in cents. */
  async function balance(developerId: string) {
    return (await entries(developerId)).reduce((sum, e) => sum + e.amount_cents, 0);
  }

  /** The developer's payouts, oldest first. */
  async function payouts(developerId: string) {
    const rows = await fx.rows<{
      id: string;
      status: string;
      amount_cents: string | number;
      sales_count: number;
      failure_code: string | null;
      reference: string | null;
    }>(
      sql`select id, status, amount_cents, sales_count, failure_code, reference from payouts
          where developer_id = ${developerId} order by created_at, id`,
    );
    return rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
  }

  /** The payout state of these sales, by id. */
  async function salesState(saleIds: string[]) {
    const rows = await fx.rows<{ id: string; payout_status: string; payout_id: string | null }>(
      sql`select id, payout_status, payout_id from sales where id::text in (${sql.join(
        saleIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return new Map(rows.map((r) => [r.id, { status: r.payout_status, payoutId: r.payout_id }]));
  }

  /** The payout answered 200, PAID, with this amount; its body. */
  async function expectPaid(response: { statusCode: number; json: () => unknown }, amount: number) {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    expect(response.json()).toMatchObject({ status: 'PAID', amount });
    return response.json() as { payoutId: string; salesSettled: number; reference: string };
  }

  return { sellerWithSales, sell, payout, entries, balance, payouts, salesState, expectPaid };
}
