import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTOR_KINDS,
  ALLOWED,
  accessActors,
  FORBIDDEN,
  outcome,
  type TActorKind,
} from '../../../test/access-fixtures';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createOrderAccess, type TOrderAction } from './order-access.policy';

/** The payment order policy: the plain user is the buyer; the owner is the app's developer. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createOrderAccess>;
let orderId: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const fx = paymentFixtures(t, github);
  people = await accessActors(t, github);
  access = createOrderAccess(t.deps.db, t.deps.payments.name);
  const projectId = await fx.publishedProject(people.accounts.owner);
  const order = await fx.call('POST', '/api/payments/orders', people.accounts.user.token, { projectId });
  expect(order.statusCode).toBe(201);
  orderId = order.json().orderId;
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const ORDER_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'payment.orderNotFound' };
const NOT_CAPTURED = { code: 'PAYMENT_NOT_CAPTURED', messageKey: 'payment.notCaptured' };
const buyerOr =
  (others: object, admin: object | null = others) =>
  (kind: TActorKind) =>
    kind === 'user' ? ALLOWED : kind === 'admin' ? admin : others;

const EXPECTED: Record<TOrderAction, (kind: TActorKind) => object | null> = {
  read: buyerOr(ORDER_NOT_FOUND, ALLOWED),
  readAny: (kind) => (kind === 'admin' ? ALLOWED : ORDER_NOT_FOUND),
  capture: buyerOr(ORDER_NOT_FOUND, FORBIDDEN),
  confirm: buyerOr(NOT_CAPTURED),
  register: buyerOr(FORBIDDEN),
};

describe('the payment order policy', () => {
  it.each(
    (Object.keys(EXPECTED) as TOrderAction[]).flatMap((action) =>
      ACTOR_KINDS.map((kind) => [action, kind] as const),
    ),
  )('%s, asked by %s', async (action, kind) => {
    const order = await access.load(orderId);
    const expected = EXPECTED[action](kind);
    expect(outcome(access.refusal(people.as[kind], action, order))).toEqual(expected);
    expect(access.can(people.as[kind], action, order)).toBe(expected === null);
  });

  it('loads an order for who may do the action, and refuses as the action says', async () => {
    await expect(access.loadFor(orderId, people.as.user, 'capture')).resolves.toMatchObject({
      providerOrderId: orderId,
    });
    await expect(access.loadFor(orderId, people.as.admin, 'read')).resolves.toMatchObject({
      providerOrderId: orderId,
    });
    await expect(access.loadFor(orderId, people.as.admin, 'capture')).rejects.toMatchObject(FORBIDDEN);
    await expect(access.loadFor(orderId, people.as.owner, 'read')).rejects.toMatchObject(ORDER_NOT_FOUND);
  });

  it('answers 404 for an order that does not exist, whoever asks', async () => {
    for (const kind of ACTOR_KINDS)
      await expect(access.loadFor(`ORDER-${randomUUID()}`, people.as[kind], 'read')).rejects.toMatchObject(
        ORDER_NOT_FOUND,
      );
  });
});
