import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';

let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

describe('the developer dashboard', () => {
  it('shows only the developer’s own apps, views, sales and payouts, with totals that add up', async () => {
    const dev = await fx.verifiedDeveloper({ commissionRateBps: 2000 });
    const rival = await fx.verifiedDeveloper();
    const paid = await fx.publishedProject(dev, { price: 10 });
    const free = await fx.publishedProject(dev, { price: 0 });
    const rivalApp = await fx.publishedProject(rival, { price: 7 });
    const buyer = await registerUser(t);
    // Two visits and one sale of the paid app; one visit of the free one; the rival sells too.
    await fx.call('GET', `/api/project/${paid}`, buyer.token);
    await fx.call('GET', `/api/project/${paid}`);
    await fx.call('GET', `/api/project/${free}`);
    const saleId = (await fx.buy(buyer.token, paid)).saleId;
    await fx.buy(buyer.token, rivalApp);
    await fx.call('PUT', `/api/project-sale/${saleId}/pay`, await fx.adminAuth());
    await fx.buy((await registerUser(t)).token, paid);

    const overview = (await fx.call('GET', '/api/developer/me/overview', dev.token)).json();
    expect(overview).toEqual({
      apps: { total: 2, published: 2, underReview: 0, draft: 0, suspended: 0 },
      views: 3,
      sales: { count: 2, revenue: 20, commission: 4, net: 16 },
      payouts: { pending: 8, paid: 8, balance: 8 },
      commissionRate: 0.2,
      isInternal: false,
    });

    const sales = (await fx.call('GET', '/api/developer/me/sales', dev.token)).json();
    expect(sales.sales).toHaveLength(2);
    expect(sales.sales.every((s: { projectId: string }) => s.projectId === paid)).toBe(true);
    expect(sales.totals).toEqual({ amount: 20, commission: 4, net: 16, paid: 8, pending: 8 });
    expect(sales.sales.find((s: { saleId: string }) => s.saleId === saleId)).toMatchObject({
      payoutStatus: 'PAID',
      refunded: false,
      commissionRate: 0.2,
      reference: expect.stringMatching(/^SBX-PAYOUT-/),
    });

    const analytics = (await fx.call('GET', '/api/developer/me/analytics?days=7', dev.token)).json();
    expect(analytics.days).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(analytics.to).toBe(today);
    expect(analytics.days.at(-1)).toEqual({ day: today, views: 3, sales: 2, revenue: 20 });
    expect(analytics.days.slice(0, 6).every((d: { views: number }) => d.views === 0)).toBe(true);
    expect(analytics.apps.map((a: { projectId: string }) => a.projectId).sort()).toEqual([paid, free].sort());
    expect(analytics.apps.find((a: { projectId: string }) => a.projectId === paid)).toMatchObject({
      views: 2,
      sales: 2,
      revenue: 20,
      conversion: 1,
    });
    expect(analytics.totals).toEqual({ views: 3, sales: 2, revenue: 20, conversion: 0.6667 });

    const rivalView = (await fx.call('GET', '/api/developer/me/analytics?days=30', rival.token)).json();
    expect(rivalView.apps.map((a: { projectId: string }) => a.projectId)).toEqual([rivalApp]);
    expect(rivalView.totals).toMatchObject({ sales: 1, revenue: 7 });
    const rivalSales = (await fx.call('GET', '/api/developer/me/sales', rival.token)).json();
    expect(rivalSales.sales.map((s: { projectId: string }) => s.projectId)).toEqual([rivalApp]);

    const csv = await fx.call('GET', '/api/developer/me/analytics.csv?days=7', dev.token);
    expect(csv.headers['content-disposition']).toMatch(/analitica-\d{4}-\d{2}-\d{2}\.csv/);
    const records = parse(csv.body.slice(1)) as string[][];
    expect(records[0]).toEqual(['Día', 'App', 'Visitas', 'Ventas', 'Ingresos (USD)', 'Conversión']);
    expect(records.slice(1)).toHaveLength(2);
    expect(records.slice(1).every((r) => r[0] === today)).toBe(true);
    expect(records.slice(1).map((r) => r.slice(2))).toContainEqual(['2', '2', '20.00', '1']);
  });

  it('is for developers only and accepts only the offered ranges', async () => {
    const user = await registerUser(t);
    const dev = await fx.verifiedDeveloper();
    expect((await fx.call('GET', '/api/developer/me/overview', user.token)).statusCode).toBe(403);
    expect((await fx.call('GET', '/api/developer/me/sales')).statusCode).toBe(401);
    expect((await fx.call('GET', '/api/developer/me/analytics?days=8', dev.token)).statusCode).toBe(400);
    const empty = (await fx.call('GET', '/api/developer/me/analytics', dev.token)).json();
    expect(empty.days).toHaveLength(30);
    expect(empty).toMatchObject({ apps: [], totals: { views: 0, sales: 0, revenue: 0, conversion: 0 } });
  });
});
