import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { completeSaleRefund } from '../../../test/complete-sale-refund';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { ledgerFixtures } from '../../../test/ledger-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';

/** The developer's ledger: entries and running balance, CSV, balances, and debts recovered from sales. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let lx: ReturnType<typeof ledgerFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
  lx = ledgerFixtures(t, fx);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const balanceOf = async (developerId: string) => {
  const body = (await fx.call('GET', '/api/admin/balances', await fx.adminAuth())).json();
  return body.developers.find((d: { developerId: string }) => d.developerId === developerId);
};

describe('a refund after a payout', () => {
  it('leaves a debt that the next sale recovers; the next payout pays only what is really owed', async () => {
    const { dev, sales } = await lx.sellerWithSales([10]);
    const first = await lx.expectPaid(await lx.payout(dev.user.id), 9);

    await completeSaleRefund(t, sales[0]?.saleId ?? '');
    t.clock.advance(1000);
    expect(await lx.balance(dev.user.id)).toBe(-900);
    const debt = await lx.payout(dev.user.id);
    expect(debt.json().code).toBe('NOTHING_OWED');
    expect(await balanceOf(dev.user.id)).toMatchObject({ balance: -9, payable: 0, unpaidSales: 0 });
    const overview = (await fx.call('GET', '/api/developer/me/overview', dev.token)).json();
    expect(overview.payouts).toEqual({ pending: 0, paid: 9, balance: -9 });
    expect(overview.sales).toEqual({ count: 0, revenue: 0, commission: 0, net: 0 });

    // A smaller sale does not cover the debt: still nothing to pay, by either route.
    const small = await lx.sell(dev, 5);
    expect(await lx.balance(dev.user.id)).toBe(-450);
    const bySale = await fx.call('PUT', `/api/project-sale/${small}/pay`, await fx.adminAuth());
    expect(bySale.json().code).toBe('NOTHING_OWED');

    const big = await lx.sell(dev, 20);
    expect(await lx.balance(dev.user.id)).toBe(1350);
    const second = await lx.expectPaid(await lx.payout(dev.user.id), 13.5);
    expect(second.salesSettled).toBe(2);
    const states = await lx.salesState([small, big]);
    expect([...states.values()]).toEqual(Array(2).fill({ status: 'PAID', payoutId: second.payoutId }));
    expect((await lx.payouts(dev.user.id)).map((p) => [p.id, p.amount_cents])).toEqual([
      [first.payoutId, 900],
      [second.payoutId, 1350],
    ]);
    expect(await lx.balance(dev.user.id)).toBe(0);

    const mine = (await fx.call('GET', '/api/developer/me/sales', dev.token)).json();
    expect(mine.sales.map((s: { refunded: boolean }) => s.refunded).sort()).toEqual([false, false, true]);
    // Totals leave the refunded sale out: net 4.5 + 18 = 22.5, all paid.
    expect(mine.totals).toEqual({ amount: 25, commission: 2.5, net: 22.5, paid: 22.5, pending: 0 });
    const after = (await fx.call('GET', '/api/developer/me/overview', dev.token)).json();
    expect(after.payouts).toEqual({ pending: 0, paid: 22.5, balance: 0 });
    expect(after.sales).toEqual({ count: 2, revenue: 25, commission: 2.5, net: 22.5 });
  });
});

describe('the developer’s ledger', () => {
  it('lists the entries newest first with the balance after each, paged, for the developer and admins', async () => {
    const { dev, sales } = await lx.sellerWithSales([10, 20]);
    const payout = await lx.expectPaid(await lx.payout(dev.user.id), 27);
    const refund = await completeSaleRefund(t, sales[1]?.saleId ?? '');
    t.clock.advance(1000);
    const third = await lx.sell(dev, 30);

    const ledger = (await fx.call('GET', '/api/developer/me/ledger', dev.token)).json();
    expect(ledger).toMatchObject({
      balance: 9,
      payable: 9,
      owed: 0,
      totals: { sales: 54, refunds: -18, payouts: -27 },
      currentPage: 0,
      totalPages: 1,
      totalElements: 5,
    });
    expect(
      ledger.entries.map((e: { kind: string; amount: number; balanceAfter: number }) => [
        e.kind,
        e.amount,
        e.balanceAfter,
      ]),
    ).toEqual([
      ['SALE', 27, 9],
      ['REFUND', -18, -18],
      ['PAYOUT', -27, 0],
      ['SALE', 18, 27],
      ['SALE', 9, 9],
    ]);
    expect(ledger.entries[0]).toMatchObject({
      saleId: third,
      refundId: null,
      payoutId: null,
      reference: null,
    });
    expect(ledger.entries[1]).toMatchObject({ saleId: sales[1]?.saleId, refundId: refund.refundId });
    expect(ledger.entries[2]).toMatchObject({
      payoutId: payout.payoutId,
      projectName: null,
      reference: payout.reference,
    });
    expect(ledger.entries[4].projectName).toEqual(expect.any(String));

    const page = (await fx.call('GET', '/api/developer/me/ledger?page=1&size=2', dev.token)).json();
    expect(page).toMatchObject({ currentPage: 1, totalPages: 3, totalElements: 5 });
    expect(page.entries.map((e: { balanceAfter: number }) => e.balanceAfter)).toEqual([0, 27]);

    const admin = await fx.adminAuth();
    const seen = (await fx.call('GET', `/api/admin/developers/${dev.user.id}/ledger`, admin)).json();
    expect(seen).toEqual(ledger);
    expect(await balanceOf(dev.user.id)).toMatchObject({
      developerName: dev.user.name,
      developerEmail: dev.user.email,
      balance: 9,
      payable: 9,
      unpaidSales: 1,
      unpaidNet: 27,
      payoutInProgress: false,
      githubCheck: null,
      lastPaidAt: expect.any(String),
    });
  });

  it('exports every entry as CSV in the reader’s language, formula-looking names neutralised', async () => {
    const { dev, sales } = await lx.sellerWithSales([12.5, 2]);
    const [first, second] = sales;
    await t.deps.db.execute(
      sql`update projects set name = ${'=HYPERLINK("x"), ñ'} where id = ${first?.projectId}`,
    );
    await t.deps.db.execute(sql`update projects set name = ${'-2+3'} where id = ${second?.projectId}`);
    const payout = await lx.expectPaid(await lx.payout(dev.user.id), 13.05);

    const csv = await fx.call('GET', '/api/developer/me/ledger.csv', dev.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/filename="movimientos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const records = parse(csv.body.slice(1)) as string[][];
    expect(records).toEqual([
      ['Fecha', 'Tipo', 'App', 'Importe (USD)', 'Saldo después (USD)', 'Referencia'],
      [expect.any(String), 'Pago recibido', '', '-13.05', '0.00', payout.reference],
      [expect.any(String), 'Venta', "'-2+3", '1.80', '13.05', second?.saleId],
      [expect.any(String), 'Venta', `'=HYPERLINK("x"), ñ`, '11.25', '11.25', first?.saleId],
    ]);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/developer/me/ledger.csv',
      headers: { authorization: `Bearer ${dev.token}`, 'accept-language': 'en-GB' },
    });
    const enRecords = parse(en.body.slice(1)) as string[][];
    expect(enRecords[0]).toEqual(['Date', 'Kind', 'App', 'Amount (USD)', 'Balance after (USD)', 'Reference']);
    expect(enRecords.slice(1).map((r) => r[1])).toEqual(['Payout', 'Sale', 'Sale']);

    const empty = await fx.call('GET', '/api/developer/me/ledger.csv', (await fx.verifiedDeveloper()).token);
    expect(parse(empty.body.slice(1))).toHaveLength(1);
  });

  it('refuses other roles, unknown developers and bad paging', async () => {
    const user = await registerUser(t);
    const dev = await fx.verifiedDeveloper();
    const admin = await fx.adminAuth();
    expect((await fx.call('GET', '/api/developer/me/ledger')).statusCode).toBe(401);
    expect((await fx.call('GET', '/api/developer/me/ledger', user.token)).statusCode).toBe(403);
    expect((await fx.call('GET', '/api/developer/me/ledger.csv', admin)).statusCode).toBe(403);
    expect((await fx.call('GET', '/api/admin/balances', dev.token)).statusCode).toBe(403);
    expect((await fx.call('GET', `/api/admin/developers/${dev.user.id}/ledger`, dev.token)).statusCode).toBe(
      403,
    );
    for (const query of ['size=0', 'size=101', 'page=-1', 'page=x'])
      expect((await fx.call('GET', `/api/developer/me/ledger?${query}`, dev.token)).statusCode, query).toBe(
        400,
      );
    const unknown = await fx.call('GET', `/api/admin/developers/${user.user.id}/ledger`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Desarrollador no encontrado' });
    expect((await fx.call('GET', '/api/admin/developers/nadie/ledger', admin)).statusCode).toBe(400);

    const fresh = (await fx.call('GET', '/api/developer/me/ledger', dev.token)).json();
    expect(fresh).toEqual({
      balance: 0,
      payable: 0,
      owed: 0,
      totals: { sales: 0, refunds: 0, payouts: 0 },
      entries: [],
      currentPage: 0,
      totalPages: 0,
      totalElements: 0,
    });
  });
});

describe('the balances', () => {
  it('list who is owed and who owes, largest payable first, with totals that add up', async () => {
    const { dev: owed } = await lx.sellerWithSales([40]);
    const { dev: owes, sales } = await lx.sellerWithSales([10]);
    await lx.expectPaid(await lx.payout(owes.user.id), 9);
    await completeSaleRefund(t, sales[0]?.saleId ?? '');
    const settled = await fx.verifiedDeveloper();

    const body = (await fx.call('GET', '/api/admin/balances', await fx.adminAuth())).json();
    const ids = body.developers.map((d: { developerId: string }) => d.developerId);
    expect(ids).toContain(owed.user.id);
    expect(ids).toContain(owes.user.id);
    expect(ids).not.toContain(settled.user.id);
    expect(ids.indexOf(owed.user.id)).toBeLessThan(ids.indexOf(owes.user.id));
    expect(await balanceOf(owes.user.id)).toMatchObject({ balance: -9, payable: 0, unpaidSales: 0 });
    const payables = body.developers.map((d: { payable: number }) => d.payable);
    expect(payables).toEqual([...payables].sort((a, b) => b - a));
    const sum = (pick: (d: { balance: number }) => number) =>
      Math.round(body.developers.reduce((s: number, d: { balance: number }) => s + pick(d), 0) * 100) / 100;
    expect(body.totals).toEqual({
      payable: sum((d) => Math.max(d.balance, 0)),
      owed: sum((d) => Math.max(-d.balance, 0)),
    });
  });
});
