import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { REASON, refundFixtures } from '../../../test/refund-fixtures';

/** Asking for a refund, the developer's comment and the admin's refusal (sandbox provider). */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof refundFixtures>;
let dev: Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;

const DAY_MS = 24 * 60 * 60 * 1000;

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

describe('a buyer asks for a refund', () => {
  it('within the window: the request is REQUESTED and the purchases list shows it', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    const { saleId } = await fx.buy(buyer.token, projectId);
    const [before] = await rx.purchased(buyer.token);
    const until = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(before).toMatchObject({
      id: saleId,
      refund: null,
      refundableUntil: until,
      canRequestRefund: true,
    });

    const asked = await rx.request(buyer.token, projectId, `  ${REASON}  `);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({
      id: expect.any(String),
      status: 'REQUESTED',
      origin: 'BUYER',
      reason: REASON,
      decisionNote: null,
      requestedAt: expect.any(String),
      updatedAt: expect.any(String),
      completedAt: null,
    });
    const [after] = await rx.purchased(buyer.token);
    expect(after).toMatchObject({
      status: 'completed',
      refund: { id: asked.json().id, status: 'REQUESTED' },
      canRequestRefund: false,
    });
    // One request under way at a time.
    const again = await rx.request(buyer.token, projectId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REFUND_ALREADY_REQUESTED',
      message: 'Ya hay una solicitud de reembolso en curso para esta compra',
    });
  });

  it('up to the last millisecond of the window, and not one millisecond later', async () => {
    const buyer = await registerUser(t);
    const atEdge = await fx.publishedProject(dev);
    const past = await fx.publishedProject(dev);
    const edgeSale = (await fx.buy(buyer.token, atEdge)).saleId;
    const pastSale = (await fx.buy(buyer.token, past)).saleId;
    const now = t.clock.now().getTime();
    await fx.rows(sql`update sales set created_at = ${new Date(now - 30 * DAY_MS)} where id = ${edgeSale}`);
    await fx.rows(
      sql`update sales set created_at = ${new Date(now - 30 * DAY_MS - 1)} where id = ${pastSale}`,
    );
    const list = await rx.purchased(buyer.token);
    expect(list.find((o) => o.id === edgeSale)?.canRequestRefund).toBe(true);
    expect(list.find((o) => o.id === pastSale)?.canRequestRefund).toBe(false);

    expect((await rx.request(buyer.token, atEdge)).statusCode).toBe(201);
    const late = await fx.call('POST', `/api/project/${past}/refund-request`, buyer.token, {
      reason: REASON,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'REFUND_WINDOW_CLOSED',
      message: expect.stringContaining('30 días'),
    });
  });

  it('with a reason of 10 to 1,000 characters, told in the reader’s language', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    await fx.buy(buyer.token, projectId);
    const ask = (reason: unknown, language = 'es') =>
      t.app.inject({
        method: 'POST',
        url: `/api/project/${projectId}/refund-request`,
        headers: { ...bearer(buyer.token), 'accept-language': language },
        payload: { reason },
      });
    const short = await ask('Muy corto', 'es');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([
      { field: 'reason', message: 'El motivo debe tener al menos 10 caracteres' },
    ]);
    // Spaces around it do not count.
    expect((await ask('   corto    ', 'en')).json().details).toEqual([
      { field: 'reason', message: 'The reason must be at least 10 characters long' },
    ]);
    expect((await ask('x'.repeat(1001), 'en')).json().details).toEqual([
      { field: 'reason', message: 'The reason cannot be longer than 1,000 characters' },
    ]);
    expect((await ask(undefined)).statusCode).toBe(400);
    expect((await ask(42)).statusCode).toBe(400);
    expect((await fx.rows(sql`select id from refunds where project_id = ${projectId}`)).length).toBe(0);
    expect((await ask('x'.repeat(1000))).statusCode).toBe(201);
  });

  it('only of their own purchase: someone else’s, an unknown app or a free app have nothing to refund', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    const stranger = await registerUser(t);
    await fx.buy(buyer.token, projectId);
    const notMine = await rx.request(stranger.token, projectId);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No tienes una compra de esta app que se pueda reembolsar',
    });
    expect((await rx.request(buyer.token, 'no-existe-esta-app')).statusCode).toBe(404);
    // The app's developer has no purchase of it either.
    expect((await rx.request(dev.token, projectId)).statusCode).toBe(404);

    const free = await fx.publishedProject(dev, { price: 0 });
    expect((await fx.call('POST', `/api/project/purchase/${free}`, buyer.token)).statusCode).toBe(200);
    const freeAsk = await rx.request(buyer.token, free);
    expect(freeAsk.statusCode).toBe(409);
    expect(freeAsk.json()).toMatchObject({
      code: 'REFUND_NOT_APPLICABLE',
      message: 'Esta app es gratuita: no hay nada que reembolsar',
    });
    const freeOrder = (await rx.purchased(buyer.token)).find((o) => o.projectId === free);
    expect(freeOrder).toMatchObject({ refund: null, refundableUntil: null, canRequestRefund: false });
  });

  it('at most one request under way, also when two arrive at once', async () => {
    const projectId = await fx.publishedProject(dev);
    const buyer = await registerUser(t);
    await fx.buy(buyer.token, projectId);
    const answers = await Promise.all([1, 2, 3].map(() => rx.request(buyer.token, projectId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await fx.rows(sql`select id from refunds where project_id = ${projectId}`)).length).toBe(1);
  });
});

describe("the app's developer", () => {
  it('sees the requests on their apps (no buyer e-mail) and comments while they wait', async () => {
    const { refundId, buyer } = await rx.requested(dev);
    const other = await fx.verifiedDeveloper();
    const list = await fx.call('GET', '/api/developer/me/refunds', dev.token);
    expect(list.statusCode).toBe(200);
    const mine = (list.json().refunds as { id: string }[]).find((r) => r.id === refundId);
    expect(mine).toMatchObject({
      status: 'REQUESTED',
      buyerName: 'Marta Ruiz',
      buyerEmail: null,
      amount: 9.99,
      commission: 1,
      net: 8.99,
      paidOut: false,
      failure: null,
    });
    expect((await fx.call('GET', '/api/developer/me/refunds', other.token)).json().refunds).toEqual([]);

    const comment = { comment: 'El comprador usó la app durante tres semanas.' };
    const url = `/api/refunds/${refundId}/developer-comment`;
    expect((await fx.call('PUT', url, other.token, comment)).statusCode).toBe(404);
    const commented = await fx.call('PUT', url, dev.token, comment);
    expect(commented.statusCode).toBe(200);
    expect(commented.json()).toMatchObject({
      id: refundId,
      developerComment: comment.comment,
      developerCommentAt: expect.any(String),
      buyerEmail: null,
    });
    const blank = await fx.call('PUT', url, dev.token, { comment: '   ' });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await fx.call('PUT', url, dev.token, { comment: 'x'.repeat(1001) })).statusCode).toBe(400);

    // The admin sees the comment; once decided, the request takes no more comments.
    const queue = await fx.call('GET', '/api/admin/refunds?status=REQUESTED&size=100', await fx.adminAuth());
    expect((queue.json().refunds as { id: string }[]).find((r) => r.id === refundId)).toMatchObject({
      developerComment: comment.comment,
      buyerEmail: buyer.email,
    });
    expect((await rx.reject(refundId, 'La app funciona como se describe.')).statusCode).toBe(200);
    const late = await fx.call('PUT', url, dev.token, comment);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUND_ALREADY_DECIDED');
  });
});

describe('an admin refuses a request', () => {
  it('with a reason the buyer reads (in the list and by mail, in their language); they cannot ask again', async () => {
    const { refundId, buyer, projectId } = await rx.requested(dev);
    await fx.rows(sql`update users set language = 'en' where id = ${buyer.user.id}`);
    const short = await rx.reject(refundId, 'No.');
    expect(short.statusCode).toBe(400);
    const note = 'The app works as described and was used for weeks.';
    const refused = await rx.reject(refundId, note);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'REJECTED',
      decisionNote: note,
      decidedByName: expect.any(String),
    });

    const [order] = await rx.purchased(buyer.token);
    expect(order).toMatchObject({
      status: 'completed',
      refund: { status: 'REJECTED', decisionNote: note },
      canRequestRefund: false,
    });
    const mails = await rx.mailsTo(buyer.email);
    const refusal = mails.find((m) => m.kind === 'refund_refused');
    expect(refusal?.subject).toContain('your refund request');
    expect(refusal?.text).toContain(note);

    const again = await rx.request(buyer.token, projectId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_ALREADY_REFUSED');
    // Decided: it cannot be refused again or approved now.
    expect((await rx.reject(refundId, note)).json().code).toBe('REFUND_ALREADY_DECIDED');
    expect((await rx.approve(refundId)).json().code).toBe('REFUND_ALREADY_DECIDED');
    // The buyer keeps the app.
    expect((await fx.figures(projectId)).purchases).toHaveLength(1);
  });

  it('lists the queue by state with the count waiting, and answers 404 for an unknown refund', async () => {
    const { refundId } = await rx.requested(dev);
    const admin = await fx.adminAuth();
    const open = (await fx.call('GET', '/api/admin/refunds', admin)).json();
    expect(open.waiting).toBeGreaterThanOrEqual(1);
    expect((open.refunds as { id: string }[]).some((r) => r.id === refundId)).toBe(true);
    const rejected = (await fx.call('GET', '/api/admin/refunds?status=REJECTED', admin)).json();
    expect((rejected.refunds as { status: string }[]).every((r) => r.status === 'REJECTED')).toBe(true);
    expect((await fx.call('GET', '/api/admin/refunds?status=NOPE', admin)).statusCode).toBe(400);
    const page = (await fx.call('GET', '/api/admin/refunds?status=all&size=1&page=0', admin)).json();
    expect(page.refunds).toHaveLength(1);
    expect(page.totalPages).toBe(page.totalElements);
    const unknown = await rx.approve('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await rx.approve('not-a-uuid')).statusCode).toBe(400);
  });
});
