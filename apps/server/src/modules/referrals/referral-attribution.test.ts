import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { completeSaleRefund } from '../../../test/complete-sale-refund';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { referralCookieSet, referralFixtures, webShell } from '../../../test/referral-fixtures';

let t: TTestApp;
let github: TFakeGithub;
let shell: ReturnType<typeof webShell>;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof referralFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  shell = webShell();
  t = await createTestApp({ githubUrl: github.url, webDistDir: shell.dir });
  rx = referralFixtures(t);
});
// The tests move the clock past the sessions' idle limit: a new admin for each.
beforeEach(() => {
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await github.close();
  shell.remove();
});

const uniqueSource = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
const DAY_MS = 86_400_000;

/** A sandbox purchase made by a browser holding this referral cookie (or none). */
async function buyWith(token: string, projectId: string, cookie: string | null) {
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: { ...bearer(token), ...(cookie ? { cookie: `vitrina_lang=es; vitrina_ref=${cookie}` } : {}) },
    payload: { projectId },
  });
  expect(order.statusCode).toBe(201);
  const orderId = order.json().orderId as string;
  const captured = await fx.call('POST', `/api/payments/orders/${orderId}/capture`, token, {});
  expect(captured.statusCode).toBe(200);
  const [row] = await fx.rows<{ order_source: string | null; sale_source: string | null }>(sql`
    select o.referral_source as order_source, s.referral_source as sale_source
    from payment_orders o join sales s on s.order_id = o.id
    where o.provider_order_id = ${orderId}`);
  return { saleId: captured.json().saleId as string, ...row };
}

const cookieFor = async (page: string) => referralCookieSet((await rx.openPage(page)).headers) as string;

describe('the source a sale is credited to', () => {
  it('is the one the buyer arrived with: on the order and copied to the sale', async () => {
    const dev = await fx.verifiedDeveloper();
    const appId = await fx.publishedProject(dev, { price: 4 });
    const source = uniqueSource('news_1');
    const cookie = await cookieFor(`/app/${appId}?ref=${source}`);
    const buyer = await registerUser(t);
    expect(await buyWith(buyer.token, appId, cookie)).toMatchObject({
      order_source: source,
      sale_source: source,
    });
    // The source stays after a purchase: a second app bought from the same link is credited too.
    const other = await fx.publishedProject(dev, { price: 3 });
    expect((await buyWith(buyer.token, other, cookie)).sale_source).toBe(source);
  });

  it('is the last source when the buyer came with two within the window', async () => {
    const dev = await fx.verifiedDeveloper();
    const appId = await fx.publishedProject(dev, { price: 6 });
    const first = uniqueSource('first');
    const last = uniqueSource('last');
    const a = await cookieFor(`/app/${appId}?ref=${first}`);
    t.clock.advance(2 * DAY_MS);
    const b = referralCookieSet((await rx.openPage(`/store?ref=${last}`, a)).headers) as string;
    const buyer = await registerUser(t);
    expect(await buyWith(buyer.token, appId, b)).toMatchObject({ order_source: last, sale_source: last });
  });

  it('is none without a cookie, with one the server did not write, or one from the future', async () => {
    const dev = await fx.verifiedDeveloper();
    const appId = await fx.publishedProject(dev, { price: 2 });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const visitor = 'A'.repeat(22);
    for (const cookie of [
      null,
      'news',
      `news.${now}`,
      `news!.${now}.${visitor}`,
      `${'x'.repeat(41)}.${now}.${visitor}`,
      `news.${now}.short`,
      `news.${now + 3600}.${visitor}`,
    ]) {
      const buyer = await registerUser(t);
      expect(await buyWith(buyer.token, appId, cookie), String(cookie)).toMatchObject({
        order_source: null,
        sale_source: null,
      });
    }
  });

  it('is none once the source is older than 30 days (whatever the browser kept)', async () => {
    const dev = await fx.verifiedDeveloper();
    const appId = await fx.publishedProject(dev, { price: 8 });
    const source = uniqueSource('old');
    const cookie = await cookieFor(`/app/${appId}?ref=${source}`);
    // Still within the window the day before it ends…
    t.clock.advance(29 * DAY_MS);
    expect((await buyWith((await registerUser(t)).token, appId, cookie)).sale_source).toBe(source);
    // …and gone after it.
    t.clock.advance(DAY_MS);
    expect((await buyWith((await registerUser(t)).token, appId, cookie)).sale_source).toBeNull();
  });
});

describe('the developer’s referral sources', () => {
  it('shows visits and sales per source, most sales first, the sales without a source last, and the CSV', async () => {
    const dev = await fx.verifiedDeveloper();
    const rival = await fx.verifiedDeveloper();
    const appId = await fx.publishedProject(dev, { price: 10 });
    const rivalApp = await fx.publishedProject(rival, { price: 7 });
    const [project] = await fx.rows<{ slug: string }>(sql`select slug from projects where id = ${appId}`);
    const slug = project?.slug as string;
    const news = uniqueSource('news');
    const blog = uniqueSource('-blog');

    // news: three visitors, two buy (one sale refunded later); blog: one visitor, no sale;
    // one sale with no source; the rival's sale with news is the rival's alone.
    const n1 = await cookieFor(`/app/${slug}?ref=${news}`);
    const n2 = await cookieFor(`/developer/${dev.user.id}/apps?ref=${news}`);
    await cookieFor(`/app/${slug}?ref=${news}`);
    await cookieFor(`/app/${slug}?ref=${blog}`);
    await cookieFor(`/store?ref=${blog}`);
    await buyWith((await registerUser(t)).token, appId, n1);
    const refunded = await buyWith((await registerUser(t)).token, appId, n2);
    await buyWith((await registerUser(t)).token, appId, n2);
    await buyWith((await registerUser(t)).token, appId, null);
    await buyWith((await registerUser(t)).token, rivalApp, n1);
    await completeSaleRefund(t, refunded.saleId);

    const answer = await fx.call('GET', '/api/developer/me/analytics/sources?days=7', dev.token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.to).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(body.examplePath).toBe(`/app/${slug}?ref=newsletter`);
    expect(body.sources).toEqual([
      { source: news, visits: 3, sales: 2, revenue: 20, conversion: 0.6667 },
      { source: blog, visits: 1, sales: 0, revenue: 0, conversion: 0 },
      { source: null, visits: null, sales: 1, revenue: 10, conversion: null },
    ]);

    const rivalView = (await fx.call('GET', '/api/developer/me/analytics/sources', rival.token)).json();
    expect(rivalView.sources).toEqual([{ source: news, visits: 0, sales: 1, revenue: 7, conversion: 0 }]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/developer/me/analytics/sources.csv?days=7',
      headers: bearer(dev.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/fuentes-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv.body.slice(1))).toEqual([
      ['Fuente', 'Visitas', 'Ventas', 'Ingresos (USD)', 'Conversión'],
      [news, '3', '2', '20.00', '0.6667'],
      // A cell starting with '-' is defused for spreadsheets.
      [`'${blog}`, '1', '0', '0.00', '0'],
      ['Sin fuente', '', '1', '10.00', ''],
    ]);
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/developer/me/analytics/sources.csv?days=7',
      headers: { ...bearer(dev.token), 'accept-language': 'en' },
    });
    expect(parse(english.body.slice(1))[0]).toEqual([
      'Source',
      'Visits',
      'Sales',
      'Revenue (USD)',
      'Conversion',
    ]);

    // A week later those visits and sales are out of a 7-day period, still in a 30-day one.
    t.clock.advance(7 * DAY_MS);
    const token = (await relogin(dev.user.email)).token;
    const week = (await fx.call('GET', '/api/developer/me/analytics/sources?days=7', token)).json();
    expect(week.sources).toEqual([]);
    const month = (await fx.call('GET', '/api/developer/me/analytics/sources?days=30', token)).json();
    expect(month.sources.map((r: { source: string | null }) => r.source)).toEqual([news, blog, null]);
  });

  it('is for developers only, accepts only the offered periods, and is empty for a new developer', async () => {
    const dev = await fx.verifiedDeveloper();
    const user = await registerUser(t);
    for (const url of ['/api/developer/me/analytics/sources', '/api/developer/me/analytics/sources.csv']) {
      expect((await fx.call('GET', url)).statusCode, url).toBe(401);
      expect((await fx.call('GET', url, user.token)).statusCode, url).toBe(403);
      for (const days of ['8', '0', '-7', 'abc', '30.5', '1e9']) {
        const bad = await fx.call('GET', `${url}?days=${days}`, dev.token);
        expect(bad.statusCode, `${url} ${days}`).toBe(400);
        expect(bad.json().error.code).toBe('VALIDATION_ERROR');
      }
    }
    expect((await fx.call('GET', '/api/developer/me/analytics/sources', dev.token)).json()).toMatchObject({
      sources: [],
      examplePath: null,
    });
  });
});

/** A fresh session after the clock moved past the idle limit. */
async function relogin(email: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'secreto123', type: 'developer' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { token: string };
}
