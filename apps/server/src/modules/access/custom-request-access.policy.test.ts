import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_KINDS, ALLOWED, accessActors, FORBIDDEN, outcome } from '../../../test/access-fixtures';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { createCustomRequestAccess } from './custom-request-access.policy';

/** The custom request policy: the plain user sent a request (signed in). */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createCustomRequestAccess>;
let requestId: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createCustomRequestAccess(t.deps.db);
  const { rows } = (await t.deps.db.execute(sql`
    insert into custom_requests (name, email, description, user_id)
    values ('Marta Ruiz', ${people.accounts.user.email}, 'Una app para reservar turnos en mi peluquería.',
            ${people.accounts.user.user.id})
    returning id`)) as unknown as { rows: { id: string }[] };
  requestId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await github.close();
});

describe('the custom request policy', () => {
  it.each(ACTOR_KINDS)('read, asked by %s: admins only (its sender too is refused)', async (kind) => {
    const request = await access.load(requestId);
    expect(request.userId).toBe(people.as.user?.id);
    const expected = kind === 'admin' ? ALLOWED : FORBIDDEN;
    expect(outcome(access.refusal(people.as[kind], 'read', request))).toEqual(expected);
    expect(access.can(people.as[kind], 'read', request)).toBe(expected === null);
  });

  it('loads a request for an admin and refuses anyone else', async () => {
    await expect(access.loadFor(requestId, people.as.admin, 'read')).resolves.toEqual({
      id: requestId,
      userId: people.as.user?.id,
    });
    await expect(access.loadFor(requestId, people.as.user, 'read')).rejects.toMatchObject(FORBIDDEN);
  });

  it.each(['not-a-uuid', randomUUID()])('answers 404 for the request %s', async (id) => {
    await expect(access.loadFor(id, people.as.admin, 'read')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      messageKey: 'error.notFound',
    });
  });
});
