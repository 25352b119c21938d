import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { completeSaleRefund } from '../../../test/complete-sale-refund';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { ledgerFixtures } from '../../../test/ledger-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { STALE_PAYOUT_CLAIM_MS } from './payout.service';

/** Developer payouts with the sandbox provider: one payout of the whole balance, exactly once. */
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
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

describe('a developer payout', () => {
  it('pays a developer with 3 unpaid sales once, for the sum, and settles the three', async () => {
    const { dev, sales } = await lx.sellerWithSales([10, 20, 5]);
    const send = vi.spyOn(t.deps.payments, 'sendPayout');
    const body = await lx.expectPaid(await lx.payout(dev.user.id), 31.5);
    expect(body).toMatchObject({
      developerId: dev.user.id,
      salesSettled: 3,
      provider: 'sandbox',
      message: 'Pago al desarrollador realizado',
    });
    expect(body.reference).toMatch(/^SBX-PAYOUT-/);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 3150,
      requestId: `payout-${body.payoutId}`,
    });

    const states = await lx.salesState(sales.map((s) => s.saleId));
    expect([...states.values()]).toEqual(Array(3).fill({ status: 'PAID', payoutId: body.payoutId }));
    expect(await lx.payouts(dev.user.id)).toEqual([
      expect.objectContaining({ id: body.payoutId, status: 'PAID', amount_cents: 3150, sales_count: 3 }),
    ]);
    const entries = await lx.entries(dev.user.id);
    expect(entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['SALE', 900],
      ['SALE', 1800],
      ['SALE', 450],
      ['PAYOUT', -3150],
    ]);
    const audit = await fx.rows<{ data: { salesCount: number } }>(
      sql`select data from audit_log where action = 'payout.paid' and entity_id = ${body.payoutId}`,
    );
    expect(audit.map((a) => a.data.salesCount)).toEqual([3]);

    const admin = await fx.adminAuth();
    const pending = (await fx.call('GET', '/api/project-sale/pending-payments', admin)).json() as {
      developerId: string;
    }[];
    expect(pending.some((p) => p.developerId === dev.user.id)).toBe(false);
    const again = await lx.payout(dev.user.id, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'NOTHING_OWED',
      message: 'This developer has no balance in their favour: there is nothing to pay.',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('concurrent payout calls make one provider payout', async () => {
    const { dev, sales } = await lx.sellerWithSales([12, 8]);
    const send = vi.spyOn(t.deps.payments, 'sendPayout');
    const admin = await fx.adminAuth();
    // Six calls of the developer's payout and a "pay" of each sale, all at once.
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => lx.payout(dev.user.id)),
      ...sales.map((s) => fx.call('PUT', `/api/project-sale/${s.saleId}/pay`, admin)),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(codes.length - 1);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await lx.payouts(dev.user.id)).map((p) => [p.status, p.amount_cents])).toEqual([['PAID', 1800]]);
    expect(await lx.balance(dev.user.id)).toBe(0);
  });

  it('answers NOTHING_OWED for a developer with no balance, and writes nothing', async () => {
    const dev = await fx.verifiedDeveloper();
    const response = await lx.payout(dev.user.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NOTHING_OWED',
      message: 'Este desarrollador no tiene saldo a favor: no hay nada que pagar.',
    });
    expect(await lx.payouts(dev.user.id)).toEqual([]);
  });

  it('a provider refusal fails the payout and releases the sales; the next payout pays them', async () => {
    const { dev, sales } = await lx.sellerWithSales([10, 10]);
    vi.spyOn(t.deps.payments, 'sendPayout').mockRejectedValueOnce(
      new PaymentProviderError('invalid_request', 'Receiver unregistered', 'RECEIVER_UNREGISTERED'),
    );
    const refused = await lx.payout(dev.user.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: 'PAYOUT_FAILED',
      message: 'No se pudo pagar al desarrollador. Intenta nuevamente en unos minutos.',
    });
    const [failed] = await lx.payouts(dev.user.id);
    expect(failed).toMatchObject({
      status: 'FAILED',
      failure_code: 'RECEIVER_UNREGISTERED',
      reference: null,
    });
    const released = await lx.salesState(sales.map((s) => s.saleId));
    expect([...released.values()]).toEqual(Array(2).fill({ status: 'PENDING', payoutId: null }));
    expect(await lx.balance(dev.user.id)).toBe(1800);
    expect((await lx.entries(dev.user.id)).some((e) => e.kind === 'PAYOUT')).toBe(false);

    const paid = await lx.expectPaid(await lx.payout(dev.user.id), 18);
    expect(paid.payoutId).not.toBe(failed?.id);
    expect(paid.salesSettled).toBe(2);
    expect(await lx.balance(dev.user.id)).toBe(0);
  });

  it('a payout whose process died is taken over once stale, with the same request id', async () => {
    const { dev, sales } = await lx.sellerWithSales([25]);
    const send = vi.spyOn(t.deps.payments, 'sendPayout');
    // The process dies while the provider is asked (anything but a provider answer).
    send.mockRejectedValueOnce(new Error('process killed'));
    expect((await lx.payout(dev.user.id)).statusCode).toBe(500);
    const [processing] = await lx.payouts(dev.user.id);
    expect(processing?.status).toBe('PROCESSING');
    expect((await lx.salesState([sales[0]?.saleId ?? ''])).get(sales[0]?.saleId ?? '')?.status).toBe(
      'PROCESSING',
    );

    // Still held: another call does not pay it a second time.
    const held = await lx.payout(dev.user.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('PAYOUT_IN_PROGRESS');
    const admin = await fx.adminAuth();
    const balances = (await fx.call('GET', '/api/admin/balances', admin)).json();
    expect(
      balances.developers.find((d: { developerId: string }) => d.developerId === dev.user.id),
    ).toMatchObject({ payoutInProgress: true, payable: 22.5 });

    t.clock.advance(STALE_PAYOUT_CLAIM_MS);
    const paid = await lx.expectPaid(await lx.payout(dev.user.id), 22.5);
    expect(paid.payoutId).toBe(processing?.id);
    expect(send.mock.calls.map((c) => c[0].requestId)).toEqual([
      `payout-${processing?.id}`,
      `payout-${processing?.id}`,
    ]);
    expect((await lx.payouts(dev.user.id)).map((p) => p.status)).toEqual(['PAID']);
    expect((await lx.entries(dev.user.id)).filter((e) => e.kind === 'PAYOUT')).toHaveLength(1);
  });

  it('an unconfirmed payout (no answer) is sent again at once with the same request id', async () => {
    const { dev } = await lx.sellerWithSales([4]);
    const send = vi.spyOn(t.deps.payments, 'sendPayout');
    send.mockRejectedValueOnce(new PaymentProviderError('unavailable', 'PayPal could not be reached'));
    const unconfirmed = await lx.payout(dev.user.id, 'en');
    expect(unconfirmed.statusCode).toBe(502);
    expect(unconfirmed.json().message).toContain('it is never paid twice');
    const paid = await lx.expectPaid(await lx.payout(dev.user.id), 3.6);
    expect(send.mock.calls.map((c) => c[0].requestId)).toEqual([
      `payout-${paid.payoutId}`,
      `payout-${paid.payoutId}`,
    ]);
  });
});

describe('what guards a payout', () => {
  it('waits for the developer’s GitHub profile check, writing nothing', async () => {
    const { dev } = await lx.sellerWithSales([10]);
    await t.deps.db.execute(
      sql`insert into github_checks (kind, user_id, target, status, failed_at, last_error)
          values ('PROFILE', ${dev.user.id}, 'github.com/nadie', 'FAILED', now(), 'not_found')`,
    );
    const refused = await lx.payout(dev.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('GITHUB_CHECK_PENDING');
    expect(await lx.payouts(dev.user.id)).toEqual([]);
    const balances = (await fx.call('GET', '/api/admin/balances', await fx.adminAuth())).json();
    expect(
      balances.developers.find((d: { developerId: string }) => d.developerId === dev.user.id),
    ).toMatchObject({ githubCheck: 'FAILED', payable: 9, unpaidSales: 1 });
  });

  it('needs a merchant id to pay to, writing nothing without one', async () => {
    const { dev, sales } = await lx.sellerWithSales([10]);
    await t.deps.db.execute(sql`update users set paypal_merchant_id = null where id = ${dev.user.id}`);
    await t.deps.db.execute(sql`update sales set paypal_merchant_id = null where id = ${sales[0]?.saleId}`);
    const refused = await lx.payout(dev.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_SETUP_INCOMPLETE',
      message: 'El desarrollador no tiene PayPal Merchant ID configurado: no se le puede pagar.',
    });
    expect(await lx.payouts(dev.user.id)).toEqual([]);
  });

  it('is for developers that exist; the sale route refuses refunded and settled sales', async () => {
    const user = await registerUser(t);
    for (const id of [user.user.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await lx.payout(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Desarrollador no encontrado');
    }
    expect((await lx.payout('no-es-un-id')).statusCode).toBe(400);

    const { dev, sales } = await lx.sellerWithSales([10, 10]);
    const [refundedSale, kept] = sales.map((s) => s.saleId);
    await completeSaleRefund(t, refundedSale ?? '');
    const admin = await fx.adminAuth();
    // The pending list leaves the refunded sale out.
    const pending = (await fx.call('GET', '/api/project-sale/pending-payments', admin)).json() as {
      saleId: string;
    }[];
    expect(pending.map((p) => p.saleId)).toContain(kept);
    expect(pending.map((p) => p.saleId)).not.toContain(refundedSale);
    const refunded = await fx.call('PUT', `/api/project-sale/${refundedSale}/pay`, admin);
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json()).toMatchObject({
      code: 'SALE_ALREADY_REFUNDED',
      message: 'Esta venta fue reembolsada: no hay nada que pagar por ella.',
    });
    const paid = await fx.call('PUT', `/api/project-sale/${kept}/pay`, admin);
    expect(paid.json()).toMatchObject({ saleId: kept, status: 'PAID', amount: 9 });
    expect((await lx.payouts(dev.user.id)).map((p) => p.sales_count)).toEqual([1]);
    expect((await fx.call('PUT', `/api/project-sale/${kept}/pay`, admin)).json().code).toBe(
      'SALE_ALREADY_PAID',
    );
  });
});
