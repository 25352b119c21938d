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
import { refundFixtures } from '../../../test/refund-fixtures';
import type { TActor } from './actor';
import { createRefundAccess, type TRefundAction } from './refund-access.policy';

/** The refund policy: a buyer asked for a refund of an app of the owner's. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createRefundAccess>;
let refundId: string;
let buyer: TActor;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const fx = paymentFixtures(t, github);
  people = await accessActors(t, github);
  access = createRefundAccess(t.deps.db);
  const requested = await refundFixtures(t, fx).requested(people.accounts.owner);
  refundId = requested.refundId;
  buyer = { id: requested.buyer.user.id, role: 'user' };
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const REFUND_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'refund.notFound' };
const EXPECTED: Record<TRefundAction, (kind: TActorKind | 'buyer') => object | null> = {
  comment: (kind) => (kind === 'owner' ? ALLOWED : REFUND_NOT_FOUND),
  decide: (kind) => (kind === 'admin' ? ALLOWED : FORBIDDEN),
};

describe('the refund policy', () => {
  it.each(
    (Object.keys(EXPECTED) as TRefundAction[]).flatMap((action) =>
      [...ACTOR_KINDS, 'buyer' as const].map((kind) => [action, kind] as const),
    ),
  )('%s, asked by %s', async (action, kind) => {
    const refund = await access.load(refundId);
    const actor = kind === 'buyer' ? buyer : people.as[kind];
    const expected = EXPECTED[action](kind);
    expect(outcome(access.refusal(actor, action, refund))).toEqual(expected);
    expect(access.can(actor, action, refund)).toBe(expected === null);
  });

  it('loads a refund for its app’s developer; to anyone else it does not exist', async () => {
    await expect(access.loadFor(refundId, people.as.owner, 'comment')).resolves.toMatchObject({
      id: refundId,
    });
    await expect(access.loadFor(refundId, people.as.otherDeveloper, 'comment')).rejects.toMatchObject(
      REFUND_NOT_FOUND,
    );
    await expect(access.loadFor(refundId, people.as.owner, 'decide')).rejects.toMatchObject(FORBIDDEN);
  });

  it.each(['not-a-uuid', randomUUID()])('answers 404 for the refund %s', async (id) => {
    await expect(access.loadFor(id, people.as.admin, 'decide')).rejects.toMatchObject(REFUND_NOT_FOUND);
  });
});
