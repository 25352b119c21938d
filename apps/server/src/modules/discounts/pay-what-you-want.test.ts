import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { projectPayload, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { refundFixtures } from '../../../test/refund-fixtures';

/**
 * Pay what you want: the buyer chooses the amount, of at least the app's minimum (a code lowers the
 * minimum); the order, sale, commission, ledger, receipt and refund are on the amount chosen.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof refundFixtures>;
type TDeveloper = Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;
let dev: TDeveloper;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
  rx = refundFixtures(t, fx);
  dev = await fx.verifiedDeveloper();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

let serial = 0;
const codeName = () => {
  serial += 1;
  return `PWYW${serial}${Date.now().toString(36)}`.slice(0, 32);
};

/** A published pay-what-you-want app with this minimum and suggestion. */
const pwywApp = (minimum: number, suggested?: number) =>
  fx.publishedProject(dev, {
    price: minimum,
    fields: { payWhatYouWant: true, ...(suggested === undefined ? {} : { suggestedPrice: suggested }) },
  });

async function makeCode(projectId: string, fields: Record<string, unknown>) {
  const code = codeName();
  const made = await fx.call('POST', '/api/developer/me/discount-codes', dev.token, {
    projectId,
    kind: 'percent',
    percent: 50,
    ...fields,
    code,
  });
  expect(made.statusCode, made.body).toBe(201);
  return code;
}

const order = (token: string, projectId: string, body: Record<string, unknown> = {}) =>
  fx.call('POST', '/api/payments/orders', token, { projectId, ...body });
const capture = (orderId: string, token: string) =>
  fx.call('POST', `/api/payments/orders/${orderId}/capture`, token, {});
const usesOf = async (code: string) =>
  (
    await fx.rows<{ n: number }>(
      sql`select count(*)::int as n from discount_code_uses u join discount_codes c on c.id = u.code_id where c.code = ${code}`,
    )
  )[0]?.n;

describe('an app priced pay what you want', () => {
  it('shows its minimum and suggestion on its page and card; the suggestion cannot be under the minimum', async () => {
    const projectId = await pwywApp(3, 8);
    const page = (await fx.call('GET', `/api/project/${projectId}`)).json();
    expect(page).toMatchObject({ price: 3, payWhatYouWant: true, suggestedPrice: 8, sale: null });
    const mine = (await fx.call('GET', `/api/project/developer/${dev.user.id}`, dev.token)).json();
    const card = mine.find((p: { id: string }) => p.id === projectId);
    expect(card).toMatchObject({ price: 3, payWhatYouWant: true, sale: null });

    const before = await fx.rows(sql`select count(*)::int as n from projects`);
    const refused = await fx.call('POST', '/api/project/create', dev.token, {
      ...projectPayload(`${dev.login}/suggested-below`, { price: 5 }),
      payWhatYouWant: true,
      suggestedPrice: 4,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toContainEqual({
      field: 'suggestedPrice',
      message: 'El precio sugerido no puede ser menor que el mínimo.',
    });
    expect(await fx.rows(sql`select count(*)::int as n from projects`)).toEqual(before);
  });

  it('charges the amount chosen: order, sale, commission, ledger, receipt and refund', async () => {
    const projectId = await pwywApp(3, 8);
    const buyer = await registerUser(t);
    const quoted = await fx.call('POST', '/api/payments/quote', buyer.token, { projectId });
    expect(quoted.json()).toMatchObject({ payWhatYouWant: true, minimum: 3, suggested: 8, price: 8 });

    const made = await order(buyer.token, projectId, { amount: 12.34 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ amount: 12.34 });
    const captured = await capture(made.json().orderId, buyer.token);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', amount: 12.34 });
    const figures = await fx.figures(projectId);
    // 10 % of 12.34 is 1.234: 1.23 to the platform, 11.11 to the developer.
    expect(figures.sales[0]).toMatchObject({ amount_cents: 1234, commission_cents: 123, net_cents: 1111 });
    const saleId = figures.sales[0]?.id;
    const ledger = await fx.rows<{ kind: string; amount_cents: string }>(
      sql`select kind, amount_cents from ledger_entries where sale_id = ${saleId} order by created_at`,
    );
    expect(ledger.map((row) => [row.kind, Number(row.amount_cents)])).toEqual([['SALE', 1111]]);
    const receipts = await fx.rows<{ text: string }>(
      sql`select m.text from mail_outbox m where m.kind = 'purchase_receipt' and m.to_email = ${buyer.user.email}`,
    );
    expect(receipts[0]?.text).toContain('Importe: $12.34 USD');

    const asked = await rx.request(buyer.token, projectId);
    expect(asked.statusCode).toBe(201);
    const approved = await rx.approve(asked.json().id);
    expect(approved.json()).toMatchObject({ status: 'COMPLETED' });
    const refunds = await fx.rows<{ amount_cents: string }>(
      sql`select amount_cents from refunds where sale_id = ${saleId}`,
    );
    expect(Number(refunds[0]?.amount_cents)).toBe(1234);
    const reversal = await fx.rows<{ amount_cents: string }>(
      sql`select amount_cents from ledger_entries where kind = 'REFUND' and sale_id = ${saleId}`,
    );
    expect(Number(reversal[0]?.amount_cents)).toBe(-1111);
  });

  it('refuses an amount under the minimum, with the minimum said, and a malformed one; nothing is made', async () => {
    const projectId = await pwywApp(3);
    const buyer = await registerUser(t);
    const below = await order(buyer.token, projectId, { amount: 2.99 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ message: 'El mínimo para esta app es $3.00.' });
    expect(below.json().details).toContainEqual({
      field: 'amount',
      message: 'El mínimo para esta app es $3.00.',
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'en' },
      payload: { projectId, amount: 1 },
    });
    expect(english.json().message).toBe('The minimum for this app is $3.00.');
    for (const amount of [3.001, -1, 10_000.01, '5', null]) {
      const bad = await order(buyer.token, projectId, { amount });
      expect(bad.statusCode, String(amount)).toBe(400);
      expect(bad.json().details[0]).toMatchObject({ field: 'amount' });
    }
    expect(await fx.rows(sql`select id from payment_orders where project_id = ${projectId}`)).toEqual([]);
  });

  it('a fixed price takes no amount', async () => {
    const projectId = await fx.publishedProject(dev, { price: 5 });
    const buyer = await registerUser(t);
    const refused = await order(buyer.token, projectId, { amount: 9 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Esta app tiene un precio fijo: no se elige el monto.');
    const made = await order(buyer.token, projectId);
    expect(made.json()).toMatchObject({ amount: 5 });
  });

  it('a code lowers the minimum; it takes a use only when the buyer pays under the minimum', async () => {
    const projectId = await pwywApp(4, 10);
    const code = await makeCode(projectId, { percent: 50 });
    const buyer = await registerUser(t);
    const quoted = await fx.call('POST', '/api/payments/quote', buyer.token, {
      projectId,
      code,
      amount: 2.5,
    });
    expect(quoted.json()).toMatchObject({
      minimum: 2,
      price: 2.5,
      listPrice: 4,
      discount: { code, amount: 1.5 },
    });
    const under = await order(buyer.token, projectId, { code, amount: 1.99 });
    expect(under.json().message).toBe('El mínimo para esta app es $2.00.');

    const above = await order(buyer.token, projectId, { code, amount: 6 });
    expect(above.json()).toMatchObject({ amount: 6 });
    expect(await usesOf(code)).toBe(0);

    const paid = await order(buyer.token, projectId, { code, amount: 2.5 });
    expect(paid.json()).toMatchObject({ amount: 2.5 });
    expect(await usesOf(code)).toBe(1);
    await capture(paid.json().orderId, buyer.token);
    const receipts = await fx.rows<{ text: string }>(
      sql`select text from mail_outbox where kind = 'purchase_receipt' and text like ${`%${code}%`}`,
    );
    expect(receipts[0]?.text).toContain(`Descuento (${code}): −$1.50 USD`);
    expect(receipts[0]?.text).toContain('Importe: $2.50 USD');
  });

  it('a code that brings the minimum to 0 claims it for nothing; with no code, $0 of a minimum of 0 is the free claim', async () => {
    const projectId = await pwywApp(6);
    const code = await makeCode(projectId, { percent: 100 });
    const buyer = await registerUser(t);
    const ordered = await order(buyer.token, projectId, { code, amount: 0 });
    expect(ordered.json().code).toBe('DISCOUNT_NOT_APPLICABLE');
    const claimed = await fx.call('POST', `/api/project/purchase/${projectId}`, buyer.token, { code });
    expect(claimed.json()).toMatchObject({ projectId, saleId: null });
    expect(await usesOf(code)).toBe(1);

    const open = await pwywApp(0, 5);
    const other = await registerUser(t);
    const zero = await order(other.token, open, { amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Con $0 no hay nada que pagar: obtén la app gratis.');
    const free = await fx.call('POST', `/api/project/purchase/${open}`, other.token);
    expect(free.json()).toMatchObject({ projectId: open, saleId: null });
    // Anyone may still pay for it.
    const tip = await order((await registerUser(t)).token, open, { amount: 5 });
    expect(tip.json()).toMatchObject({ amount: 5 });
  });
});
