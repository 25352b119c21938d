import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TTestApp } from './app-builder';
import { adminToken, bearer, createProject, registerDeveloper, setProjectStatus } from './factories';
import type { TFakeGithub } from './fake-github';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Fixtures for payment tests: developers with a payment setup, published apps, and calls. */
export function paymentFixtures(t: TTestApp, github: TFakeGithub) {
  let admin: string | null = null;

  const call = (method: TMethod, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** The rows of a query (the embedded and the server drivers answer in the same shape). */
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

  const adminAuth = async () => {
    admin ??= await adminToken(t);
    return admin;
  };

  /** A developer an admin has verified (registration leaves developers unverified). */
  async function verifiedDeveloper(
    options: { internal?: boolean; commissionRateBps?: number | null; merchantId?: string | null } = {},
  ) {
    const dev = await registerDeveloper(t, github);
    await t.deps.db.execute(sql`
      update users set verified = true,
        is_internal = ${options.internal ?? false},
        commission_rate_bps = ${options.commissionRateBps ?? null}
      where id = ${dev.user.id}`);
    if (options.merchantId !== undefined)
      await t.deps.db.execute(
        sql`update users set paypal_merchant_id = ${options.merchantId} where id = ${dev.user.id}`,
      );
    return dev;
  }

  /** A project the developer created and an admin published; `fields` change the form's payload. */
  async function publishedProject(
    dev: { token: string; login: string },
    options: { price?: number; projectRateBps?: number; fields?: Record<string, unknown> } = {},
  ) {
    const id = await createProject(t, github, dev, { price: options.price ?? 9.99, ...options.fields });
    await setProjectStatus(t, id, await adminAuth());
    if (options.projectRateBps !== undefined)
      await t.deps.db.execute(
        sql`update projects set custom_commission_rate_bps = ${options.projectRateBps} where id = ${id}`,
      );
    return id;
  }

  /** A sandbox purchase from start to end: the order created (201), then captured (200). */
  async function buy(token: string, projectId: string) {
    const order = await call('POST', '/api/payments/orders', token, { projectId });
    expect(order.statusCode).toBe(201);
    const orderId = order.json().orderId as string;
    const captured = await call('POST', `/api/payments/orders/${orderId}/capture`, token, {});
    expect(captured.statusCode).toBe(200);
    return { orderId, saleId: captured.json().saleId as string };
  }

  /** Rows the payment tables hold for one project (tests share a database). */
  async function figures(projectId: string) {
    type TSaleRow = {
      id: string;
      amount_cents: string | number;
      commission_cents: string | number;
      net_cents: string | number;
      commission_rate_bps: number;
      payout_status: string;
      buyer_id: string;
    };
    const sales = await rows<TSaleRow>(sql`select * from sales where project_id = ${projectId}`);
    const purchases = await rows<{ user_id: string; sale_id: string | null }>(
      sql`select user_id, sale_id from purchases where project_id = ${projectId}`,
    );
    const project = await rows<{ sales_count: number; revenue_cents: string | number }>(
      sql`select sales_count, revenue_cents from projects where id = ${projectId}`,
    );
    const daily = await rows<{ sales: number; revenue_cents: string | number }>(
      sql`select sales, revenue_cents from project_daily_stats where project_id = ${projectId}`,
    );
    return {
      sales: sales.map((s) => ({
        ...s,
        amount_cents: Number(s.amount_cents),
        commission_cents: Number(s.commission_cents),
        net_cents: Number(s.net_cents),
      })),
      purchases,
      salesCount: project[0]?.sales_count,
      revenueCents: Number(project[0]?.revenue_cents),
      dailySales: daily.reduce((n, d) => n + d.sales, 0),
      dailyRevenueCents: daily.reduce((n, d) => n + Number(d.revenue_cents), 0),
    };
  }

  return { call, rows, adminAuth, verifiedDeveloper, publishedProject, buy, figures };
}
