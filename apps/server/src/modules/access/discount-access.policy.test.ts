import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_KINDS, ALLOWED, accessActors, FORBIDDEN, outcome } from '../../../test/access-fixtures';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { createDiscountRepository, type TDiscountCodeRow } from '../../db/repositories/discount.repository';
import { createDiscountAccess, type TDiscountAction } from './discount-access.policy';

/** The discount code policy: a code is its developer's alone. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createDiscountAccess>;
let code: TDiscountCodeRow;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createDiscountAccess(t.deps.db);
  code = await createDiscountRepository(t.deps.db).insert({
    developerId: people.accounts.owner.user.id,
    projectId: null,
    code: 'Politica10',
    codeKey: 'POLITICA10',
    kind: 'PERCENT',
    percent: 10,
  });
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const CODE_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'discount.notFound' };

describe('the discount code policy', () => {
  it.each(
    (['read', 'change'] as TDiscountAction[]).flatMap((action) =>
      ACTOR_KINDS.map((kind) => [action, kind] as const),
    ),
  )('%s, asked by %s: its developer only, to anyone else it does not exist', (action, kind) => {
    const expected = kind === 'owner' ? ALLOWED : CODE_NOT_FOUND;
    expect(outcome(access.refusal(people.as[kind], action, code))).toEqual(expected);
    expect(access.can(people.as[kind], action, code)).toBe(expected === null);
  });

  it('loads a code by its id; an unknown id or one that is not a UUID does not exist', async () => {
    expect((await access.loadFor(code.id, people.as.owner, 'change')).id).toBe(code.id);
    await expect(access.loadFor(randomUUID(), people.as.owner, 'read')).rejects.toMatchObject(CODE_NOT_FOUND);
    await expect(access.loadFor('no-es-un-id', people.as.owner, 'read')).rejects.toMatchObject(
      CODE_NOT_FOUND,
    );
  });

  it.each(ACTOR_KINDS)('a code for the developer’s app is made by that developer only (%s)', (kind) => {
    const developerId = people.accounts.owner.user.id;
    const made = () => access.authorizeCreate(people.as[kind], developerId);
    if (kind === 'owner') expect(made).not.toThrow();
    else expect(made).toThrow(expect.objectContaining(FORBIDDEN));
  });
});
