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
import type { TAccount } from './actor';
import { createPayoutAccess, type TPayoutAction } from './payout-access.policy';

/** The ledger and payout policy: the item is the owner's (a developer's) account. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createPayoutAccess>;
let developer: TAccount;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createPayoutAccess(t.deps.db);
  developer = await access.load(people.accounts.owner.user.id);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const DEVELOPER_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'ledger.developerNotFound' };
const EXPECTED: Record<TPayoutAction, (kind: TActorKind) => object | null> = {
  readLedger: (kind) => (kind === 'owner' || kind === 'admin' ? ALLOWED : DEVELOPER_NOT_FOUND),
  pay: (kind) => (kind === 'admin' ? ALLOWED : FORBIDDEN),
};

describe('the ledger and payout policy', () => {
  it.each(
    (Object.keys(EXPECTED) as TPayoutAction[]).flatMap((action) =>
      ACTOR_KINDS.map((kind) => [action, kind] as const),
    ),
  )('%s, asked by %s', (action, kind) => {
    const expected = EXPECTED[action](kind);
    expect(outcome(access.refusal(people.as[kind], action, developer))).toEqual(expected);
    expect(access.can(people.as[kind], action, developer)).toBe(expected === null);
  });

  it.each(['user', 'admin'] as const)('gives the account of a %s no ledger, whoever asks', async (kind) => {
    const account = { id: people.as[kind]?.id ?? '', role: kind };
    for (const action of ['readLedger', 'pay'] as const) {
      expect(outcome(access.refusal(people.as.admin, action, account))).toEqual(DEVELOPER_NOT_FOUND);
      await expect(access.loadFor(account.id, people.as.admin, action)).rejects.toMatchObject(
        DEVELOPER_NOT_FOUND,
      );
    }
  });

  it('loads the developer for an admin’s payout and for their own ledger', async () => {
    const id = people.accounts.owner.user.id;
    await expect(access.loadFor(id, people.as.admin, 'pay')).resolves.toMatchObject({
      id,
      role: 'developer',
    });
    await expect(access.loadFor(id, people.as.owner, 'readLedger')).resolves.toMatchObject({ id });
    await expect(access.loadFor(id, people.as.owner, 'pay')).rejects.toMatchObject(FORBIDDEN);
  });

  it.each(['not-a-uuid', randomUUID()])('answers 404 for the developer %s', async (id) => {
    await expect(access.loadFor(id, people.as.admin, 'pay')).rejects.toMatchObject(DEVELOPER_NOT_FOUND);
  });
});
