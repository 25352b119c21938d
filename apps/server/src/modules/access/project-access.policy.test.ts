import { sql } from 'drizzle-orm';
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
import { adminToken, createProject, registerDeveloper, setProjectStatus } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createProjectAccess, type TProjectAction } from './project-access.policy';

/** The project policy's actions for its developer and its reviewers (the others are the API's tests). */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createProjectAccess>;
let projectId: string;
/** A published app of the same developer's. */
let publishedId: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createProjectAccess(t.deps.db);
  projectId = await createProject(t, github, people.accounts.owner);
  publishedId = await createProject(t, github, people.accounts.owner);
  await setProjectStatus(t, publishedId, await adminToken(t));
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const ownerOrAdmin = (kind: TActorKind) => (kind === 'owner' || kind === 'admin' ? ALLOWED : FORBIDDEN);
const NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'project.notFound' } as const;
const adminOnly = (kind: TActorKind) => (kind === 'admin' ? ALLOWED : FORBIDDEN);

const EXPECTED: Record<'seeReview' | 'preview' | 'decideAsAdmin' | 'editAsAdmin', typeof ownerOrAdmin> = {
  seeReview: ownerOrAdmin,
  preview: ownerOrAdmin,
  decideAsAdmin: adminOnly,
  editAsAdmin: adminOnly,
};

describe('the project policy', () => {
  it.each(Object.keys(EXPECTED).flatMap((action) => ACTOR_KINDS.map((kind) => [action, kind] as const)))(
    '%s, asked by %s',
    async (action, kind) => {
      const item = await access.load(projectId);
      const expected = EXPECTED[action as keyof typeof EXPECTED](kind);
      expect(outcome(await access.refusal(people.as[kind], action as TProjectAction, item))).toEqual(
        expected,
      );
      expect(await access.can(people.as[kind], action as TProjectAction, item)).toBe(expected === null);
    },
  );

  it('lets an admin who owns the app decide on it as its reviewer, but edit it only as its developer', async () => {
    const developer = await registerDeveloper(t, github);
    const ownId = await createProject(t, github, developer);
    // An account made admin later (the admin command does so) keeps its apps.
    await t.deps.db.execute(sql`update users set role = 'admin' where id = ${developer.user.id}`);
    const adminOwner = { id: developer.user.id, role: 'admin' as const };
    const own = await access.load(ownId);
    expect(await access.can(adminOwner, 'decideAsAdmin', own)).toBe(true);
    expect(outcome(await access.refusal(adminOwner, 'editAsAdmin', own))).toEqual(FORBIDDEN);
    expect(await access.can(adminOwner, 'seeReview', own)).toBe(true);
    // Someone else's app is edited as its reviewer.
    expect(await access.can(adminOwner, 'editAsAdmin', await access.load(projectId))).toBe(true);
  });

  it.each(ACTOR_KINDS)('lets %s see a developer’s unpublished apps only when theirs or an admin', (kind) => {
    const mine = { developerId: people.as.owner?.id ?? '' };
    expect(outcome(access.listRefusal(people.as[kind], 'seeUnpublished', mine))).toEqual(ownerOrAdmin(kind));
    expect(access.canList(people.as[kind], 'seeUnpublished', mine)).toBe(ownerOrAdmin(kind) === null);
  });

  it.each(ACTOR_KINDS)('lets %s see every developer’s unpublished apps only as an admin', (kind) => {
    const everyone = { developerId: null };
    expect(outcome(access.listRefusal(people.as[kind], 'seeUnpublished', everyone))).toEqual(adminOnly(kind));
  });

  it.each(ACTOR_KINDS)(
    'lets %s reply to comments only as the app’s developer, and only while it is published',
    async (kind) => {
      const notOwner = { code: 'FORBIDDEN', messageKey: 'engagement.replyOwnAppOnly' };
      expect(outcome(await access.refusal(people.as[kind], 'reply', await access.load(publishedId)))).toEqual(
        kind === 'owner' ? ALLOWED : notOwner,
      );
      // Under review: closed to its developer; it does not exist for strangers.
      const closed = { code: 'FORBIDDEN', messageKey: 'engagement.repliesClosed' };
      expect(outcome(await access.refusal(people.as[kind], 'reply', await access.load(projectId)))).toEqual(
        kind === 'owner' ? closed : kind === 'admin' ? notOwner : NOT_FOUND,
      );
    },
  );

  it.each(ACTOR_KINDS)(
    'lets %s remove a reply only as the app’s developer or an admin, whatever its status',
    async (kind) => {
      expect(
        outcome(await access.refusal(people.as[kind], 'removeReply', await access.load(publishedId))),
      ).toEqual(ownerOrAdmin(kind));
      expect(
        outcome(await access.refusal(people.as[kind], 'removeReply', await access.load(projectId))),
      ).toEqual(kind === 'owner' || kind === 'admin' ? ALLOWED : NOT_FOUND);
    },
  );

  it.each(ACTOR_KINDS)(
    'lets %s choose the app’s update mails only when they own it (bought or claimed), whatever its status',
    async (kind) => {
      const item = await access.load(projectId);
      const notOwned = { code: 'FORBIDDEN', messageKey: 'notice.settings.appNotOwned' };
      const notFound = { code: 'NOT_FOUND', messageKey: 'project.notFound' };
      // Under review: its developer and admins see it (FORBIDDEN), anyone else does not (NOT_FOUND).
      const expected = kind === 'owner' || kind === 'admin' ? notOwned : notFound;
      expect(outcome(await access.refusal(people.as[kind], 'followUpdates', item))).toEqual(expected);
      const ownedByUser = await createProject(t, github, people.accounts.owner);
      await createPaymentRepository(t.deps.db).grantPurchases(
        ownedByUser,
        [people.accounts.user.user.id],
        t.clock.now(),
      );
      const owned = await access.load(ownedByUser);
      expect(await access.can(people.as[kind], 'followUpdates', owned)).toBe(kind === 'user');
    },
  );

  it('offers no side door past its actions', () => {
    expect(Object.keys(access).sort()).toEqual(
      ['authorize', 'can', 'canList', 'listRefusal', 'load', 'loadFor', 'refusal'].sort(),
    );
  });

  it('refuses through authorize and loadFor as refusal says', async () => {
    const item = await access.load(projectId);
    await expect(access.authorize(people.as.user, 'preview', item)).rejects.toMatchObject(FORBIDDEN);
    await expect(access.loadFor(projectId, people.as.owner, 'preview')).resolves.toMatchObject({
      project: { id: projectId },
    });
    await expect(access.loadFor(projectId, people.as.visitor, 'seeReview')).rejects.toMatchObject(FORBIDDEN);
  });
});
