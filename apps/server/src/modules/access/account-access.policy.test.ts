import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ACTOR_KINDS, ALLOWED, accessActors, FORBIDDEN, outcome } from '../../../test/access-fixtures';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { createAccountAccess, signInAction, type TAccountAction } from './account-access.policy';
import type { TAccount, TActor } from './actor';

/** The account policy, asked about the accounts of a plain user, a developer (the owner) and an admin. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createAccountAccess>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createAccountAccess(t.deps.db);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

type TAccountKind = 'user' | 'owner' | 'admin';
const accountOf = (kind: TAccountKind): TAccount => people.as[kind] as TAccount;

const BAD_CREDENTIALS = { code: 'INVALID_CREDENTIALS', messageKey: 'auth.invalidCredentials' };
const BAD_ADMIN_CREDENTIALS = { code: 'INVALID_CREDENTIALS', messageKey: 'auth.invalidAdminCredentials' };
const ALREADY_DEVELOPER = { code: 'FORBIDDEN', messageKey: 'auth.alreadyDeveloper' };
const NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'error.notFound' };
const DEVELOPER_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'ledger.developerNotFound' };
const DEVELOPER_ONLY = { code: 'FORBIDDEN', messageKey: 'admin.developerOnly' };

/** [action, who asks ('self': the account itself), which account, the answer]. */
const CASES: [TAccountAction, TActorKindOrSelf, TAccountKind, object | null][] = [
  ['signInAsUser', 'self', 'user', ALLOWED],
  ['signInAsUser', 'self', 'owner', BAD_CREDENTIALS],
  ['signInAsUser', 'self', 'admin', BAD_CREDENTIALS],
  ['signInAsUser', 'admin', 'user', BAD_CREDENTIALS],
  ['signInAsUser', 'visitor', 'user', BAD_CREDENTIALS],
  ['signInAsDeveloper', 'self', 'owner', ALLOWED],
  ['signInAsDeveloper', 'self', 'user', BAD_CREDENTIALS],
  ['signInAsDeveloper', 'otherDeveloper', 'owner', BAD_CREDENTIALS],
  ['signInAsAdmin', 'self', 'admin', ALLOWED],
  ['signInAsAdmin', 'self', 'owner', BAD_ADMIN_CREDENTIALS],
  ['signInAsAdmin', 'self', 'user', BAD_ADMIN_CREDENTIALS],
  ['becomeDeveloper', 'self', 'user', ALLOWED],
  ['becomeDeveloper', 'self', 'owner', ALREADY_DEVELOPER],
  ['becomeDeveloper', 'self', 'admin', ALREADY_DEVELOPER],
  ['becomeDeveloper', 'admin', 'user', FORBIDDEN],
  ['becomeDeveloper', 'otherDeveloper', 'user', FORBIDDEN],
  ['becomeDeveloper', 'visitor', 'user', FORBIDDEN],
  ['getResetLink', 'visitor', 'user', ALLOWED],
  ['getResetLink', 'visitor', 'owner', ALLOWED],
  ['getResetLink', 'visitor', 'admin', FORBIDDEN],
  ['showAsDeveloper', 'visitor', 'owner', ALLOWED],
  ['showAsDeveloper', 'user', 'owner', ALLOWED],
  ['showAsDeveloper', 'self', 'owner', ALLOWED],
  ['showAsDeveloper', 'admin', 'owner', ALLOWED],
  ['showAsDeveloper', 'visitor', 'user', NOT_FOUND],
  ['showAsDeveloper', 'admin', 'admin', NOT_FOUND],
  ['bePaid', 'admin', 'owner', ALLOWED],
  ['bePaid', 'admin', 'user', DEVELOPER_NOT_FOUND],
  ['bePaid', 'admin', 'admin', DEVELOPER_NOT_FOUND],
  ['setDeveloperTerms', 'admin', 'owner', ALLOWED],
  ['setDeveloperTerms', 'admin', 'user', DEVELOPER_ONLY],
  ['setDeveloperTerms', 'admin', 'admin', DEVELOPER_ONLY],
  ['setDeveloperTerms', 'self', 'owner', FORBIDDEN],
  ['setDeveloperTerms', 'otherDeveloper', 'owner', FORBIDDEN],
  ['setDeveloperTerms', 'user', 'owner', FORBIDDEN],
  ['setDeveloperTerms', 'visitor', 'owner', FORBIDDEN],
];
type TActorKindOrSelf = (typeof ACTOR_KINDS)[number] | 'self';

describe('the account policy', () => {
  it('covers every action', () => {
    expect(new Set(CASES.map(([action]) => action))).toEqual(
      new Set([
        'signInAsUser',
        'signInAsDeveloper',
        'signInAsAdmin',
        'becomeDeveloper',
        'getResetLink',
        'showAsDeveloper',
        'bePaid',
        'setDeveloperTerms',
      ]),
    );
  });

  it.each(CASES)('%s, asked by %s about the %s account', (action, asker, kind, expected) => {
    const account = accountOf(kind);
    const actor: TActor = asker === 'self' ? account : people.as[asker];
    expect(outcome(access.refusal(actor, action, account))).toEqual(expected);
    expect(access.can(actor, action, account)).toBe(expected === null);
  });

  it('names the sign-in action of each door', () => {
    expect(signInAction('user')).toBe('signInAsUser');
    expect(signInAction('developer')).toBe('signInAsDeveloper');
    expect(signInAction('admin')).toBe('signInAsAdmin');
  });

  it('loads an account for an action, and answers a missing one in the action’s words', async () => {
    const ownerId = accountOf('owner').id;
    await expect(access.loadFor(ownerId, null, 'showAsDeveloper')).resolves.toMatchObject({ id: ownerId });
    await expect(access.loadFor(accountOf('user').id, null, 'showAsDeveloper')).rejects.toMatchObject(
      NOT_FOUND,
    );
    for (const id of ['not-a-uuid', randomUUID()]) {
      await expect(access.loadFor(id, null, 'showAsDeveloper')).rejects.toMatchObject(NOT_FOUND);
      await expect(access.loadFor(id, people.as.admin, 'bePaid')).rejects.toMatchObject(DEVELOPER_NOT_FOUND);
      await expect(access.loadFor(id, people.as.admin, 'setDeveloperTerms')).rejects.toMatchObject({
        code: 'NOT_FOUND',
        messageKey: 'admin.userNotFound',
      });
      await expect(access.load(id)).rejects.toMatchObject(NOT_FOUND);
    }
  });
});
