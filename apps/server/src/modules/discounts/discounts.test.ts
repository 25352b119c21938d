import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';

/**
 * Discount codes through the embedded sandbox provider: the price is the server's, the order, the
 * sale, the commission and the ledger are on the amount paid, and a code's maximum holds under
 * concurrent checkouts.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
type TDeveloper = Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;
let dev: TDeveloper;
let otherDev: TDeveloper;

beforeAll(async () => {
  github = await startFakeGithub();
  // Sessions outlast the holds the tests wait out (the clock is moved past them).
  t = await createTestApp({
    githubUrl: github.url,
    env: { DISCOUNT_HOLD_MINUTES: '30', SESSION_IDLE_MINUTES: '1440' },
  });
  fx = paymentFixtures(t, github);
  dev = await fx.verifiedDeveloper();
  otherDev = await fx.verifiedDeveloper();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

let serial = 0;
/** A code name no other test of this file uses. */
const codeName = (prefix = 'PROMO') => {
  serial += 1;
  return `${prefix}${serial}${Date.now().toString(36)}`.slice(0, 32);
};

async function makeCode(owner: TDeveloper, fields: Record<string, unknown>) {
  const code = (fields.code as string | undefined) ?? codeName();
  const made = await fx.call('POST', '/api/developer/me/discount-codes', owner.token, {
    projectId: null,
    kind: 'percent',
    percent: 10,
    ...fields,
    code,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: string; code: string };
}

const quote = (token: string | undefined, projectId: string, code?: string) =>
  fx.call('POST', '/api/payments/quote', token, { projectId, ...(code ? { code } : {}) });
const order = (token: string, projectId: string, code?: string) =>
  fx.call('POST', '/api/payments/orders', token, { projectId, ...(code ? { code } : {}) });
const capture = (orderId: string, token: string) =>
  fx.call('POST', `/api/payments/orders/${orderId}/capture`, token, {});

describe('the price with a code', () => {
  it('takes a percent off, rounded to the cent, and the sale, commission and ledger are on the amount paid', async () => {
    const projectId = await fx.publishedProject(dev, { price: 9.99 });
    const { code } = await makeCode(dev, { projectId, percent: 15 });
    const buyer = await registerUser(t);
    // Any case: the code is compared in capitals.
    const quoted = await quote(buyer.token, projectId, code.toLowerCase());
    expect(quoted.statusCode).toBe(200);
    // 15 % of 9.99 is 1.4985: 1.50 off, 8.49 to pay.
    expect(quoted.json()).toMatchObject({
      listPrice: 9.99,
      price: 8.49,
      free: false,
      discount: { code, kind: 'percent', percent: 15, amount: 1.5 },
    });
    const made = await order(buyer.token, projectId, code.toLowerCase());
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ amount: 8.49 });
    const captured = await capture(made.json().orderId, buyer.token);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', amount: 8.49 });
    const figures = await fx.figures(projectId);
    expect(figures.sales[0]).toMatchObject({ amount_cents: 849, commission_cents: 85, net_cents: 764 });
    const ledger = await fx.rows<{ amount_cents: string }>(
      sql`select amount_cents from ledger_entries where sale_id = ${figures.sales[0]?.id}`,
    );
    expect(Number(ledger[0]?.amount_cents)).toBe(764);
    expect(figures.revenueCents).toBe(849);
    // The receipt names the code, the list price and what it took off.
    const receipts = await fx.rows<{ text: string }>(
      sql`select text from mail_outbox where kind = 'purchase_receipt' and text like ${`%${code}%`}`,
    );
    expect(receipts[0]?.text).toContain(`Descuento (${code}): −$1.50 USD`);
    expect(receipts[0]?.text).toContain('Importe: $8.49 USD');
  });

  it('takes a fixed amount off, and never below 0', async () => {
    const projectId = await fx.publishedProject(dev, { price: 5 });
    const { code: two } = await makeCode(dev, { projectId, kind: 'fixed', amount: 2 });
    const { code: ten } = await makeCode(dev, { projectId, kind: 'fixed', amount: 10 });
    const buyer = await registerUser(t);
    expect((await quote(buyer.token, projectId, two)).json()).toMatchObject({ price: 3, free: false });
    expect((await quote(buyer.token, projectId, ten)).json()).toMatchObject({
      price: 0,
      free: true,
      discount: { amount: 5 },
    });
  });

  it('a code that brings the price to 0 claims the app with no payment order; an order is refused', async () => {
    const projectId = await fx.publishedProject(dev, { price: 7 });
    const { code, id } = await makeCode(dev, { projectId, percent: 100 });
    const buyer = await registerUser(t);
    const refused = await order(buyer.token, projectId, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DISCOUNT_NOT_APPLICABLE');
    const claimed = await fx.call('POST', `/api/project/purchase/${projectId}`, buyer.token, { code });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ projectId, saleId: null });
    // Claimed again: nothing more is used.
    expect(
      (await fx.call('POST', `/api/project/purchase/${projectId}`, buyer.token, { code })).statusCode,
    ).toBe(200);
    const figures = await fx.figures(projectId);
    expect(figures.sales).toHaveLength(0);
    expect(figures.purchases).toEqual([{ user_id: buyer.user.id, sale_id: null }]);
    expect(await fx.rows(sql`select * from payment_orders where project_id = ${projectId}`)).toHaveLength(0);
    const listed = (await fx.call('GET', '/api/developer/me/discount-codes', dev.token)).json().codes;
    expect(listed.find((c: { id: string }) => c.id === id)).toMatchObject({ uses: 1, held: 0, sales: 0 });
    // A code that does not make the app free does not claim it.
    const other = await fx.publishedProject(dev, { price: 7 });
    const { code: half } = await makeCode(dev, { projectId: other, percent: 50 });
    const notFree = await fx.call('POST', `/api/project/purchase/${other}`, buyer.token, { code: half });
    expect(notFree.statusCode).toBe(409);
    expect(notFree.json().message).toBe('Este código no hace gratis la app: completa el pago.');
  });

  it('refuses, with its reason, a code paused, not started, ended, of another app or of another developer', async () => {
    const projectId = await fx.publishedProject(dev, { price: 6 });
    const elsewhere = await fx.publishedProject(dev, { price: 6 });
    const now = t.clock.now().getTime();
    const paused = await makeCode(dev, { projectId });
    await fx.call('PATCH', `/api/developer/me/discount-codes/${paused.id}`, dev.token, { status: 'paused' });
    const later = await makeCode(dev, { projectId, startsAt: new Date(now + 86_400_000).toISOString() });
    const ended = await makeCode(dev, {
      projectId,
      startsAt: new Date(now - 2 * 86_400_000).toISOString(),
      endsAt: new Date(now - 86_400_000).toISOString(),
    });
    const otherApp = await makeCode(dev, { projectId: elsewhere });
    const othersCode = await makeCode(otherDev, { projectId: null });
    const buyer = await registerUser(t);
    const cases: Array<[string, string]> = [
      [paused.code, 'Este código está en pausa.'],
      [later.code, 'Este código todavía no está vigente.'],
      [ended.code, 'Este código ya venció.'],
      [otherApp.code, 'Este código no es válido para esta app.'],
      [othersCode.code, 'Este código no es válido para esta app.'],
      ['NOEXISTE1', 'Este código no es válido para esta app.'],
    ];
    for (const [code, message] of cases) {
      const answer = await quote(buyer.token, projectId, code);
      expect(answer.statusCode, code).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'DISCOUNT_NOT_APPLICABLE', message });
      expect(answer.json().details).toEqual([{ field: 'code', message }]);
      expect((await order(buyer.token, projectId, code)).statusCode).toBe(409);
    }
    // Resumed, it applies again; and a code for all of a developer's apps applies to each.
    await fx.call('PATCH', `/api/developer/me/discount-codes/${paused.id}`, dev.token, { status: 'active' });
    expect((await quote(buyer.token, projectId, paused.code)).json().price).toBe(5.4);
    const everywhere = await makeCode(dev, { projectId: null, percent: 50 });
    expect((await quote(buyer.token, elsewhere, everywhere.code)).json().price).toBe(3);
    // In English too.
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      payload: { projectId, code: ended.code },
    });
    expect(en.json().message).toBe('This code has expired.');
  });

  it('a visitor may ask the price; without a code it is the list price', async () => {
    const projectId = await fx.publishedProject(dev, { price: 4.5 });
    const answer = await quote(undefined, projectId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ listPrice: 4.5, price: 4.5, discount: null, free: false });
  });
});

describe('the maximum number of uses', () => {
  it('20 concurrent checkouts of a code with 5 uses make exactly 5 orders', async () => {
    const projectId = await fx.publishedProject(dev, { price: 10 });
    const { code, id } = await makeCode(dev, { projectId, percent: 20, maxUses: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => registerUser(t)));
    const answers = await Promise.all(buyers.map((buyer) => order(buyer.token, projectId, code)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toBe('Este código ya alcanzó su máximo de usos.');
    const uses = await fx.rows(sql`select * from discount_code_uses where code_id = ${id}`);
    expect(uses).toHaveLength(5);
    // Captured, they count for good; the code says so.
    const made = answers.flatMap((answer, index) =>
      answer.statusCode === 201 ? [{ orderId: answer.json().orderId as string, buyer: buyers[index] }] : [],
    );
    await Promise.all(made.map(({ orderId, buyer }) => capture(orderId, buyer?.token ?? '')));
    const listed = (await fx.call('GET', '/api/developer/me/discount-codes', dev.token)).json().codes;
    expect(listed.find((c: { id: string }) => c.id === id)).toMatchObject({
      uses: 5,
      held: 0,
      sales: 5,
      salesAmount: 40,
      state: 'exhausted',
    });
  });

  it('an order not paid within its hold gives its use back; its late capture takes one again if any is left', async () => {
    const projectId = await fx.publishedProject(dev, { price: 8 });
    const { code, id } = await makeCode(dev, { projectId, kind: 'fixed', amount: 3, maxUses: 1 });
    const first = await registerUser(t);
    const second = await registerUser(t);
    const abandoned = await order(first.token, projectId, code);
    expect(abandoned.statusCode).toBe(201);
    expect((await order(second.token, projectId, code)).statusCode).toBe(409);
    // The first buyer leaves; past the hold, the use is free again.
    t.clock.advance(31 * 60_000);
    const taken = await order(second.token, projectId, code);
    expect(taken.statusCode).toBe(201);
    // The first buyer comes back and pays: the code's one use is the second buyer's now.
    const late = await capture(abandoned.json().orderId, first.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Este código ya alcanzó su máximo de usos.');
    expect((await fx.figures(projectId)).sales).toHaveLength(0);
    expect((await capture(taken.json().orderId, second.token)).json().status).toBe('COMPLETED');
    const listed = (await fx.call('GET', '/api/developer/me/discount-codes', dev.token)).json().codes;
    expect(listed.find((c: { id: string }) => c.id === id)).toMatchObject({
      uses: 1,
      sales: 1,
      salesAmount: 5,
    });
  });

  it('a late capture is taken when a use is left', async () => {
    const projectId = await fx.publishedProject(dev, { price: 8 });
    const { code } = await makeCode(dev, { projectId, percent: 25, maxUses: 2 });
    const buyer = await registerUser(t);
    const made = await order(buyer.token, projectId, code);
    t.clock.advance(45 * 60_000);
    const captured = await capture(made.json().orderId, buyer.token);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', amount: 6 });
  });
});

describe("a developer's codes", () => {
  it('are made, listed and changed by their developer only; a code is unique per developer in any case', async () => {
    const projectId = await fx.publishedProject(dev, { price: 3 });
    const name = codeName('VERANO');
    const made = await makeCode(dev, { code: name, projectId, percent: 30, isPublic: true });
    const again = await fx.call('POST', '/api/developer/me/discount-codes', dev.token, {
      code: name.toLowerCase(),
      projectId: null,
      kind: 'percent',
      percent: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya tienes un código con ese nombre.');
    // Another developer may use the same word for a code of their own.
    await makeCode(otherDev, { code: name });
    // A developer cannot make a code for another developer's app.
    const foreign = await fx.call('POST', '/api/developer/me/discount-codes', otherDev.token, {
      code: codeName(),
      projectId,
      kind: 'percent',
      percent: 5,
    });
    expect(foreign.statusCode).toBe(403);
    // Nor may they see or change this developer's code.
    const theirs = await fx.call('PATCH', `/api/developer/me/discount-codes/${made.id}`, otherDev.token, {
      status: 'paused',
    });
    expect(theirs.statusCode).toBe(404);
    const listed = (await fx.call('GET', '/api/developer/me/discount-codes', dev.token)).json().codes;
    expect(listed.find((c: { id: string }) => c.id === made.id)).toMatchObject({
      code: name,
      projectId,
      kind: 'percent',
      percent: 30,
      isPublic: true,
      status: 'active',
      state: 'running',
      uses: 0,
    });
    const changed = await fx.call('PATCH', `/api/developer/me/discount-codes/${made.id}`, dev.token, {
      maxUses: 3,
      isPublic: false,
    });
    expect(changed.json()).toMatchObject({ maxUses: 3, isPublic: false });
  });

  it('refuses bad input with a message for the field, and makes nothing', async () => {
    const before = await fx.rows(sql`select id from discount_codes`);
    const bad: Array<[Record<string, unknown>, string]> = [
      [
        { code: 'AB', kind: 'percent', percent: 10 },
        'El código tiene de 4 a 32 letras o números, sin espacios.',
      ],
      [
        { code: 'CON ESPACIO', kind: 'percent', percent: 10 },
        'El código tiene de 4 a 32 letras o números, sin espacios.',
      ],
      [{ code: 'PORCIENTO', kind: 'percent', percent: 0 }, 'El porcentaje es un número entero del 1 al 100.'],
      [
        { code: 'PORCIENTO', kind: 'percent', percent: 101 },
        'El porcentaje es un número entero del 1 al 100.',
      ],
      [
        { code: 'PORCIENTO', kind: 'percent', percent: 12.5 },
        'El porcentaje es un número entero del 1 al 100.',
      ],
      [
        { code: 'MONTOFIJO', kind: 'fixed', amount: 0 },
        'El monto es mayor que 0, con dos decimales como máximo.',
      ],
      [
        { code: 'MONTOFIJO', kind: 'fixed', amount: 1.234 },
        'El monto es mayor que 0, con dos decimales como máximo.',
      ],
      [{ code: 'SINVALOR', kind: 'fixed' }, 'Indica cuánto descuenta el código.'],
      [
        {
          code: 'FECHAS1',
          kind: 'percent',
          percent: 5,
          startsAt: '2026-12-02T00:00:00Z',
          endsAt: '2026-12-01T00:00:00Z',
        },
        'El fin debe ser posterior al inicio.',
      ],
      [
        { code: 'USOS1', kind: 'percent', percent: 5, maxUses: 0 },
        'El máximo de usos es un número entero mayor que 0.',
      ],
    ];
    for (const [fields, message] of bad) {
      const answer = await fx.call('POST', '/api/developer/me/discount-codes', dev.token, {
        projectId: null,
        ...fields,
      });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().details.map((d: { message: string }) => d.message)).toContain(message);
    }
    expect(await fx.rows(sql`select id from discount_codes`)).toHaveLength(before.length);
  });
});
