import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_KINDS, ALLOWED, accessActors, outcome } from '../../../test/access-fixtures';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { createNoticeRepository } from '../../db/repositories/notice.repository';
import type { TNoticeRow } from '../../db/tables/notices';
import { createNoticeAccess } from './notice-access.policy';

/** The notice policy: a notice is its reader's alone; anyone else's does not exist for them. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createNoticeAccess>;
let notice: TNoticeRow;

const NOTICE_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'notice.notFound' };

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createNoticeAccess(t.deps.db);
  const notices = createNoticeRepository(t.deps.db);
  const userId = people.accounts.user.user.id;
  await notices.insertMany([{ userId, code: 'owner.app_restored', params: { app: 'Contador' }, link: '/' }]);
  const [row] = await notices.listFor(userId, 0, 1);
  if (!row) throw new Error('no notice');
  notice = row;
});
afterAll(async () => {
  await t.close();
  await github.close();
});

describe('the notice policy', () => {
  it.each(ACTOR_KINDS)('lets %s read the plain user’s notice only when it is theirs', async (kind) => {
    const expected = kind === 'user' ? ALLOWED : NOTICE_NOT_FOUND;
    expect(outcome(access.refusal(people.as[kind], 'read', notice))).toEqual(expected);
    if (expected)
      await expect(access.loadFor(notice.id, people.as[kind], 'read')).rejects.toMatchObject(expected);
    else
      await expect(access.loadFor(notice.id, people.as[kind], 'read')).resolves.toMatchObject({
        id: notice.id,
      });
  });

  it('finds no notice for an unknown id or one that is not an id', async () => {
    for (const id of [randomUUID(), 'aviso-1'])
      await expect(access.loadFor(id, people.as.user, 'read')).rejects.toMatchObject(NOTICE_NOT_FOUND);
  });

  it('offers no side door past its action', () => {
    expect(Object.keys(access).sort()).toEqual(['authorize', 'can', 'load', 'loadFor', 'refusal'].sort());
  });
});
