import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { refundFixtures } from '../../../test/refund-fixtures';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createProjectAccess } from '../access';

/** A full refund through the sandbox provider, and everything it undoes. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof refundFixtures>;
let dev: Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
  rx = refundFixtures(t, fx);
  dev = await fx.verifiedDeveloper();
  await fx.rows(sql`update users set language = 'en' where id = ${dev.user.id}`);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const ratingFigures = async (projectId: string) =>
  (
    await fx.rows<{ rating_count: number; rating_sum: number; rating_5: number; rating_3: number }>(
      sql`select rating_count, rating_sum, rating_5, rating_3 from projects where id = ${projectId}`,
    )
  )[0];
const ledgerOf = (refundId: string) =>
  fx.rows<{ kind: string; amount_cents: string | number; developer_id: string }>(
    sql`select kind, amount_cents, developer_id from ledger_entries where refund_id = ${refundId}`,
  );

describe('an approved refund through the sandbox', () => {
  it('returns the money and undoes the sale: access, rating, figures, ledger, audit and both mails', async () => {
    const { projectId, buyer, saleId, refundId, orderId } = await rx.requested(dev);
    const other = await registerUser(t);
    await fx.buy(other.token, projectId);
    expect(
      (await fx.call('POST', `/api/project/${projectId}/rating`, buyer.token, { rating: 5 })).statusCode,
    ).toBe(200);
    expect(
      (await fx.call('POST', `/api/project/${projectId}/rating`, other.token, { rating: 3 })).statusCode,
    ).toBe(200);
    const before = await fx.figures(projectId);
    expect(before).toMatchObject({
      salesCount: 2,
      revenueCents: 1998,
      dailySales: 2,
      dailyRevenueCents: 1998,
    });

    const approved = await rx.approve(refundId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id: refundId,
      status: 'COMPLETED',
      saleId,
      orderId,
      provider: 'sandbox',
      providerRefundId: expect.stringMatching(/^SBXREF-/),
      completedAt: expect.any(String),
      paidOut: false,
      failure: null,
    });

    // Access ends: no purchase, the policy keeps the app closed, the page offers it for sale again.
    const payments = createPaymentRepository(t.deps.db);
    expect(await payments.hasPurchased(buyer.user.id, projectId)).toBeNull();
    const access = createProjectAccess(t.deps.db);
    const item = await access.load(projectId);
    expect(await access.can({ id: buyer.user.id, role: 'user' }, 'open', item)).toBe(false);
    const page = (await fx.call('GET', `/api/project/${projectId}`, buyer.token)).json();
    expect(page).toMatchObject({ hasAccess: false, demoUrl: null });
    const myRating = (await fx.call('GET', `/api/project/${projectId}/rating/me`, buyer.token)).json();
    expect(myRating).toMatchObject({ rating: null, canRate: false });

    // The buyer's rating leaves the app's figures; the other buyer's stays.
    expect(await ratingFigures(projectId)).toEqual({
      rating_count: 1,
      rating_sum: 3,
      rating_5: 0,
      rating_3: 1,
    });
    const after = await fx.figures(projectId);
    expect(after).toMatchObject({ salesCount: 1, revenueCents: 999, dailySales: 1, dailyRevenueCents: 999 });
    const [sale] = await fx.rows<{ refunded_at: Date | null }>(
      sql`select refunded_at from sales where id = ${saleId}`,
    );
    expect(sale?.refunded_at).not.toBeNull();
    expect(await ledgerOf(refundId)).toEqual([
      { kind: 'REFUND', amount_cents: expect.anything(), developer_id: dev.user.id },
    ]);
    expect(Number((await ledgerOf(refundId))[0]?.amount_cents)).toBe(-899);
    const audit = await fx.rows<{ action: string }>(
      sql`select action from audit_log where entity_id = ${refundId}::text order by created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['refund.requested', 'refund.approved', 'refund.completed']);

    // Both told, each in their own language (the buyer in Spanish, the developer in English).
    const buyerMail = (await rx.mailsTo(buyer.email)).find((m) => m.kind === 'refund_completed');
    expect(buyerMail?.subject).toContain('reembolso de');
    expect(buyerMail?.text).toContain(orderId);
    const devMail = (await rx.mailsTo(dev.user.email)).find((m) => m.kind === 'refund_notice');
    expect(devMail?.subject).toContain('was refunded');
    expect(devMail?.text).toContain('$8.99 USD');

    // The purchases list keeps the refunded sale, marked.
    const list = await rx.purchased(buyer.token);
    expect(list).toEqual([
      expect.objectContaining({
        id: saleId,
        status: 'refunded',
        refund: expect.objectContaining({ id: refundId, status: 'COMPLETED' }),
        canRequestRefund: false,
      }),
    ]);

    // Approving again changes nothing and refunds nothing more.
    const replay = await rx.approve(refundId);
    expect(replay.json()).toMatchObject({ status: 'COMPLETED' });
    expect(await ledgerOf(refundId)).toHaveLength(1);
    expect((await fx.figures(projectId)).salesCount).toBe(1);

    // Buying again works: a new sale, listed next to the refunded one.
    const again = await fx.buy(buyer.token, projectId);
    expect(again.saleId).not.toBe(saleId);
    const relisted = await rx.purchased(buyer.token);
    expect(relisted.map((o) => [o.id, o.status])).toEqual([
      [again.saleId, 'completed'],
      [saleId, 'refunded'],
    ]);
    expect(relisted[0]).toMatchObject({ refund: null, canRequestRefund: true });
    expect((await fx.figures(projectId)).salesCount).toBe(2);
  });

  it('of a sale already paid out leaves the developer owing its net (paidOut)', async () => {
    const { refundId, saleId, projectId } = await rx.requested(dev);
    await fx.rows(sql`update sales set payout_status = 'PAID' where id = ${saleId}`);
    const [app] = await fx.rows<{ name: string }>(sql`select name from projects where id = ${projectId}`);
    const approved = await rx.approve(refundId);
    expect(approved.json()).toMatchObject({ status: 'COMPLETED', paidOut: true });
    expect(Number((await ledgerOf(refundId))[0]?.amount_cents)).toBe(-899);
    const devMail = (await rx.mailsTo(dev.user.email)).find(
      (m) => m.kind === 'refund_notice' && m.text.includes(`“${app?.name}”`),
    );
    expect(devMail?.text).toContain('You had already been paid for that sale');
  });

  it('ten approvals at once refund once', async () => {
    const { refundId, projectId } = await rx.requested(dev);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rx.approve(refundId)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // The caller that approved it answers COMPLETED; the others, the state they found (APPROVED
    // while the provider was being asked, or already COMPLETED).
    const statuses = answers.map((a) => a.json().status as string);
    expect(statuses.filter((s) => s !== 'APPROVED' && s !== 'COMPLETED')).toEqual([]);
    expect(statuses).toContain('COMPLETED');
    expect((await rx.stored(refundId))?.status).toBe('COMPLETED');
    expect(await ledgerOf(refundId)).toHaveLength(1);
    expect((await fx.figures(projectId)).salesCount).toBe(0);
    const audit = await fx.rows(
      sql`select id from audit_log where entity_id = ${refundId}::text and action = 'refund.approved'`,
    );
    expect(audit).toHaveLength(1);
  });
});

describe('an admin refunds a sale (a dispute)', () => {
  it('whatever its age: a refund of origin ADMIN, then SALE_ALREADY_REFUNDED', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    const { saleId } = await fx.buy(buyer.token, projectId);
    await fx.rows(sql`update sales set created_at = now() - interval '200 days' where id = ${saleId}`);
    expect((await rx.request(buyer.token, projectId)).json().code).toBe('REFUND_WINDOW_CLOSED');

    const short = await rx.refundSale(saleId, 'Corto');
    expect(short.statusCode).toBe(400);
    const refunded = await rx.refundSale(saleId);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      saleId,
      origin: 'ADMIN',
      status: 'COMPLETED',
      reason: 'Disputa abierta por el comprador en PayPal.',
    });
    expect((await fx.figures(projectId)).purchases).toHaveLength(0);
    const again = await rx.refundSale(saleId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'SALE_ALREADY_REFUNDED',
      message: 'Esta venta ya fue reembolsada',
    });
    expect((await rx.refundSale('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('with a request waiting: that request is the one approved', async () => {
    const { refundId, saleId } = await rx.requested(dev);
    const refunded = await rx.refundSale(saleId);
    expect(refunded.json()).toMatchObject({ id: refundId, origin: 'BUYER', status: 'COMPLETED' });
    const ofSale = await fx.rows(sql`select id from refunds where sale_id = ${saleId}`);
    expect(ofSale).toHaveLength(1);
  });

  it('after a refused request: a new refund of the admin’s', async () => {
    const { refundId, saleId } = await rx.requested(dev);
    await rx.reject(refundId, 'No corresponde según las condiciones.');
    const refunded = await rx.refundSale(saleId);
    expect(refunded.json()).toMatchObject({ origin: 'ADMIN', status: 'COMPLETED' });
    expect(refunded.json().id).not.toBe(refundId);
  });
});
