import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { projectPayload, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';

/** Payments through the embedded sandbox provider (the default): rules, commission, sales, payouts. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let dev: Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
  dev = await fx.verifiedDeveloper();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const createOrder = (token: string, projectId: string) =>
  fx.call('POST', '/api/payments/orders', token, { projectId });
const capture = (orderId: string, token: string, payload: object = {}) =>
  fx.call('POST', `/api/payments/orders/${orderId}/capture`, token, payload);

describe('the sandbox provider', () => {
  it('is the default without PayPal credentials and says so in the public config', async () => {
    const body = (await fx.call('GET', '/api/config')).json();
    expect(body.payments).toEqual({ provider: 'sandbox', paypalClientId: null, currency: 'USD' });
  });

  it('sells a paid app: the capture approves and completes the order, once', async () => {
    const projectId = await fx.publishedProject(dev, { price: 12.5 });
    const buyer = await registerUser(t);
    const order = await fx.call('POST', '/api/payments/orders', buyer.token, {
      projectId,
      buyer: {
        firstName: 'Lucía',
        lastName: 'Moreno',
        email: 'lucia@correo-prueba.net',
        phone: '+57 300 123 4567',
        country: 'CO',
        acceptTerms: true,
      },
    });
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({ projectId, amount: 12.5, currency: 'USD', provider: 'sandbox' });
    const orderId = order.json().orderId as string;
    expect((await fx.call('GET', `/api/payments/orders/${orderId}`, buyer.token)).json().status).toBe(
      'CREATED',
    );

    const captured = await capture(orderId, buyer.token);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', projectId, amount: 12.5 });
    const figures = await fx.figures(projectId);
    expect(figures.sales).toHaveLength(1);
    expect(figures.sales[0]).toMatchObject({ amount_cents: 1250, commission_cents: 125, net_cents: 1125 });
    const rows = await fx.rows<{ buyer: { country: string } }>(
      sql`select buyer from payment_orders where provider_order_id = ${orderId}`,
    );
    expect(rows[0]?.buyer).toMatchObject({ country: 'CO', firstName: 'Lucía' });
    const detail = (await fx.call('GET', `/api/project/${projectId}`, buyer.token)).json();
    expect(detail.hasAccess).toBe(true);
  });

  it('captures an order sent without any body, as a bare POST sends it', async () => {
    const projectId = await fx.publishedProject(dev, { price: 4 });
    const buyer = await registerUser(t);
    const orderId = (await createOrder(buyer.token, projectId)).json().orderId as string;
    // No body and no content type at all: the body is optional, not malformed.
    const captured = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${orderId}/capture`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'COMPLETED', projectId });
  });

  it('the test-mode decline fails the order with the spec message and grants nothing', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    const orderId = (await createOrder(buyer.token, projectId)).json().orderId as string;
    const declined = await capture(orderId, buyer.token, { simulate: 'decline' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Error al procesar el pago. Por favor, intenta nuevamente.');
    expect((await fx.figures(projectId)).sales).toHaveLength(0);
    expect((await fx.call('GET', `/api/payments/orders/${orderId}`, buyer.token)).json().status).toBe(
      'FAILED',
    );
    const en = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${orderId}/capture`,
      headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'en' },
      payload: { simulate: 'decline' },
    });
    expect(en.json().message).toBe('The payment could not be processed. Please try again.');
  });

  it('20 concurrent captures of one order make exactly one sale', async () => {
    const projectId = await fx.publishedProject(dev, { price: 5 });
    const buyer = await registerUser(t);
    const orderId = (await createOrder(buyer.token, projectId)).json().orderId as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(orderId, buyer.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().saleId)).size).toBe(1);
    const figures = await fx.figures(projectId);
    expect(figures.sales).toHaveLength(1);
    expect(figures).toMatchObject({
      salesCount: 1,
      revenueCents: 500,
      dailySales: 1,
      dailyRevenueCents: 500,
    });
  });
});

describe('who may buy what', () => {
  it('refuses your own app, a free app, an app you own, and an unpublished or suspended one', async () => {
    const paid = await fx.publishedProject(dev);
    const own = await createOrder(dev.token, paid);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'OWN_PROJECT', message: 'No puedes comprar tu propia app' });

    const buyer = await registerUser(t);
    const free = await fx.publishedProject(dev, { price: 0 });
    const freeOrder = await createOrder(buyer.token, free);
    expect(freeOrder.statusCode).toBe(400);
    expect(freeOrder.json().message).toBe('Monto inválido para el pago');

    await fx.buy(buyer.token, paid);
    const again = await createOrder(buyer.token, paid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_PURCHASED',
      message: 'Ya compraste esta app: ábrela desde su página cuando quieras.',
    });

    github.addRepo(`${dev.login}/borrador`);
    const draft = await fx.call(
      'POST',
      '/api/project/create',
      dev.token,
      projectPayload(`${dev.login}/borrador`),
    );
    expect(draft.json().status).toBe('UNDER_REVIEW');
    expect((await createOrder(buyer.token, draft.json().id)).statusCode).toBe(404);
    expect((await createOrder(dev.token, draft.json().id)).json().code).toBe('NOT_FOR_SALE');

    const suspended = await fx.publishedProject(dev);
    await t.deps.db.execute(sql`update projects set status = 'SUSPENDED' where id = ${suspended}`);
    expect((await createOrder(buyer.token, suspended)).statusCode).toBe(404);
    expect((await createOrder(dev.token, suspended)).json().code).toBe('NOT_FOR_SALE');
    expect((await createOrder(buyer.token, 'no-existe')).statusCode).toBe(404);
  });

  it('needs a signed-in buyer', async () => {
    const paid = await fx.publishedProject(dev);
    expect((await fx.call('POST', '/api/payments/orders', undefined, { projectId: paid })).statusCode).toBe(
      401,
    );
  });

  it.each([
    ['no merchant id', { merchantId: null }, 'PayPal Merchant ID no configurado'],
    ['not verified', { unverified: true }, 'Desarrollador no verificado'],
  ])('refuses to sell for a developer with %s', async (_name, setup, message) => {
    const seller = await fx.verifiedDeveloper('merchantId' in setup ? { merchantId: null } : {});
    const projectId = await fx.publishedProject(seller);
    if ('unverified' in setup)
      await t.deps.db.execute(sql`update users set verified = false where id = ${seller.user.id}`);
    const buyer = await registerUser(t);
    const response = await createOrder(buyer.token, projectId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_SETUP_INCOMPLETE', message });
  });

  it('sells an internal developer’s app without those checks and without commission', async () => {
    const studio = await fx.verifiedDeveloper({ internal: true, merchantId: null });
    await t.deps.db.execute(sql`update users set verified = false where id = ${studio.user.id}`);
    const projectId = await fx.publishedProject(studio, { price: 19.99 });
    const buyer = await registerUser(t);
    await fx.buy(buyer.token, projectId);
    const figures = await fx.figures(projectId);
    expect(figures.sales[0]).toMatchObject({
      amount_cents: 1999,
      commission_rate_bps: 0,
      commission_cents: 0,
      net_cents: 1999,
    });
  });
});

describe('commission', () => {
  it.each([
    ['the platform rate', {}, {}, 1000, 100, 899],
    ['the developer’s own rate', { commissionRateBps: 2500 }, {}, 2500, 250, 749],
    [
      'the project’s rate over the developer’s',
      { commissionRateBps: 2500 },
      { projectRateBps: 500 },
      500,
      50,
      949,
    ],
  ])(
    'applies %s and stores it on the sale',
    async (_name, devOptions, projectOptions, bps, commission, net) => {
      const seller = await fx.verifiedDeveloper(devOptions);
      const projectId = await fx.publishedProject(seller, { price: 9.99, ...projectOptions });
      const buyer = await registerUser(t);
      const { saleId, orderId } = await fx.buy(buyer.token, projectId);
      expect((await fx.figures(projectId)).sales[0]).toMatchObject({
        commission_rate_bps: bps,
        commission_cents: commission,
        net_cents: net,
      });
      const record = await fx.call('POST', '/api/project-sale', buyer.token, {
        orderId,
        projectId,
        userId: buyer.user.id,
        amount: 0.01,
        commission: 0,
      });
      expect(record.json()).toMatchObject({
        saleId,
        amount: 9.99,
        commission: commission / 100,
        developerNet: net / 100,
        commissionRate: bps / 10_000,
      });
    },
  );
});

describe('the spec’s sale and purchase calls verify the captured order', () => {
  it('refuses a forged project-sale: an uncaptured order, someone else’s order, another user, a made-up id', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    const other = await registerUser(t);
    const uncaptured = (await createOrder(buyer.token, projectId)).json().orderId as string;
    const sale = (payload: object, token = buyer.token) =>
      fx.call('POST', '/api/project-sale', token, payload);

    const notCaptured = await sale({ orderId: uncaptured, projectId, amount: 9.99 });
    expect(notCaptured.statusCode).toBe(409);
    expect(notCaptured.json().code).toBe('PAYMENT_NOT_CAPTURED');
    expect((await sale({ saleId: 'PAYID-INVENTADO', projectId })).statusCode).toBe(409);
    expect((await sale({ projectId })).statusCode).toBe(400);

    const othersProject = await fx.publishedProject(dev);
    const { orderId: othersOrder, saleId: othersSale } = await fx.buy(other.token, othersProject);
    expect((await sale({ orderId: othersOrder, projectId: othersProject })).statusCode).toBe(409);
    expect((await sale({ saleId: othersSale, projectId: othersProject })).statusCode).toBe(409);
    expect((await sale({ orderId: uncaptured, projectId, userId: other.user.id })).statusCode).toBe(403);
    // Someone's captured order does not buy a different app either.
    expect((await sale({ orderId: othersOrder, projectId }, other.token)).statusCode).toBe(409);

    expect((await fx.figures(projectId)).sales).toHaveLength(0);
    const detail = (await fx.call('GET', `/api/project/${projectId}`, buyer.token)).json();
    expect(detail.hasAccess).toBe(false);
  });

  it('purchase/{id}: claims a free app, needs a captured order for a paid one', async () => {
    const buyer = await registerUser(t);
    const free = await fx.publishedProject(dev, { price: 0 });
    const claimed = await fx.call('POST', `/api/project/purchase/${free}`, buyer.token);
    expect(claimed.json()).toMatchObject({ success: true, projectId: free, saleId: null });

    const paid = await fx.publishedProject(dev);
    const noOrder = await fx.call('POST', `/api/project/purchase/${paid}`, buyer.token);
    expect(noOrder.statusCode).toBe(402);
    expect(noOrder.json().message).toBe('Esta app es de pago: completa el pago para obtener acceso.');
    const orderId = (await createOrder(buyer.token, paid)).json().orderId as string;
    expect(
      (await fx.call('POST', `/api/project/purchase/${paid}`, buyer.token, { orderId })).statusCode,
    ).toBe(409);
    await capture(orderId, buyer.token);
    const confirmed = await fx.call('POST', `/api/project/purchase/${paid}`, buyer.token, { orderId });
    expect(confirmed.json()).toMatchObject({ success: true, projectId: paid });

    const purchased = (await fx.call('GET', '/api/user/purchased', buyer.token)).json().purchasedProjects;
    expect(purchased).toHaveLength(2);
    expect(purchased).toContainEqual(
      expect.objectContaining({ projectId: free, amount: 0, paymentMethod: 'free', status: 'completed' }),
    );
    expect(purchased).toContainEqual(
      expect.objectContaining({ projectId: paid, amount: 9.99, orderId, status: 'completed' }),
    );
  });

  it('an order is visible only to its buyer (and admins)', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    const other = await registerUser(t);
    const orderId = (await createOrder(buyer.token, projectId)).json().orderId as string;
    expect((await fx.call('GET', `/api/payments/orders/${orderId}`, other.token)).statusCode).toBe(404);
    expect((await capture(orderId, other.token)).statusCode).toBe(404);
    // Both answers name the buyer, so the result page tells only the buyer that the order is theirs.
    const own = await fx.call('GET', `/api/payments/orders/${orderId}`, buyer.token);
    expect(own.json()).toMatchObject({ orderId, buyerId: buyer.user.id });
    const admin = await fx.call('GET', `/api/payments/orders/${orderId}`, await fx.adminAuth());
    expect(admin.statusCode).toBe(200);
    expect(admin.json().buyerId).toBe(buyer.user.id);
  });

  it('tells signed-in people a developer’s merchant id', async () => {
    const response = await fx.call('GET', `/api/developer/${dev.user.id}/paypalMerchantId`);
    expect(response.statusCode).toBe(401);
    const buyer = await registerUser(t);
    const body = (await fx.call('GET', `/api/developer/${dev.user.id}/paypalMerchantId`, buyer.token)).json();
    expect(body.paypalMerchantId).toMatch(/^[A-Z0-9]{13}$/);
  });
});

describe('developer payouts', () => {
  it('lists what each sale owes, pays the developer once, and takes it off the pending list', async () => {
    const seller = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(seller, { price: 30 });
    const buyer = await registerUser(t);
    const { saleId } = await fx.buy(buyer.token, projectId);
    const admin = await fx.adminAuth();

    expect((await fx.call('GET', '/api/project-sale/pending-payments', buyer.token)).statusCode).toBe(403);
    expect((await fx.call('PUT', `/api/project-sale/${saleId}/pay`, seller.token)).statusCode).toBe(403);
    const pending = (await fx.call('GET', '/api/project-sale/pending-payments', admin)).json();
    expect(pending).toContainEqual(
      expect.objectContaining({
        saleId,
        projectId,
        developerId: seller.user.id,
        monto: 30,
        comision: 3,
        valorAPagar: 27,
        payoutStatus: 'PENDING',
      }),
    );

    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin)),
    );
    const codes = attempts.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    const ok = attempts.find((a) => a.statusCode === 200)?.json();
    expect(ok).toMatchObject({
      saleId,
      status: 'PAID',
      amount: 27,
      provider: 'sandbox',
      message: 'Pago al desarrollador realizado',
    });
    expect(ok.reference).toMatch(/^SBX-PAYOUT-/);

    const after = (await fx.call('GET', '/api/project-sale/pending-payments', admin)).json() as {
      saleId: string;
    }[];
    expect(after.some((p) => p.saleId === saleId)).toBe(false);
    const again = await fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin);
    expect(again.json()).toMatchObject({
      code: 'SALE_ALREADY_PAID',
      message: 'Este pago al desarrollador ya fue realizado.',
    });

    // One developer payout, of the seller's balance (this one sale), settling it.
    const payouts = await fx.rows<{ id: string; amount_cents: string | number; status: string }>(
      sql`select p.id, p.amount_cents, p.status from payouts p join sales s on s.payout_id = p.id where s.id = ${saleId}`,
    );
    expect(payouts.map((p) => [Number(p.amount_cents), p.status])).toEqual([[2700, 'PAID']]);
    const audit = await fx.rows<unknown>(
      sql`select id from audit_log where action = 'payout.paid' and entity_id = ${payouts[0]?.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(
      (await fx.call('PUT', '/api/project-sale/00000000-0000-4000-8000-000000000000/pay', admin)).statusCode,
    ).toBe(404);
  });
});
