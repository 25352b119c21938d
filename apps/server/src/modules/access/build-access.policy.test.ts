import { randomUUID } from 'node:crypto';
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
import { createProject } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { hostedBuildFor } from '../../../test/hosted-build-fixtures';
import { createBuildAccess, type TBuildAction } from './build-access.policy';

/** The build policy: a build of the owner's app waits for review. */
let t: TTestApp;
let github: TFakeGithub;
let people: Awaited<ReturnType<typeof accessActors>>;
let access: ReturnType<typeof createBuildAccess>;
let buildId: string;
/** An approved version of the same (unpublished, paid) app, and one an admin withdrew. */
let approvedId: string;
let withdrawnId: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  people = await accessActors(t, github);
  access = createBuildAccess(t.deps.db);
  const projectId = await createProject(t, github, people.accounts.owner);
  buildId = await hostedBuildFor(t, projectId, { review: 'PENDING' });
  approvedId = await hostedBuildFor(t, projectId, { review: 'APPROVED', version: '1.0.0' });
  withdrawnId = await hostedBuildFor(t, projectId, { review: 'APPROVED', version: '0.9.0' });
  await t.deps.db.execute(sql`update builds set withdrawn_at = now() where id = ${withdrawnId}`);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const BUILD_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'build.notFound' };
const PREVIEW_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'appHost.buildNotFound' };
const VERSION_NOT_FOUND = { code: 'NOT_FOUND', messageKey: 'appHost.versionNotFound' };
const ownerOrAdmin = (refused: object) => (kind: TActorKind) =>
  kind === 'owner' || kind === 'admin' ? ALLOWED : refused;

const EXPECTED: Record<TBuildAction, (kind: TActorKind) => object | null> = {
  read: ownerOrAdmin(BUILD_NOT_FOUND),
  editNotes: ownerOrAdmin(BUILD_NOT_FOUND),
  review: (kind) => (kind === 'admin' ? ALLOWED : kind === 'owner' ? FORBIDDEN : BUILD_NOT_FOUND),
  withdraw: (kind) => (kind === 'admin' ? ALLOWED : kind === 'owner' ? FORBIDDEN : BUILD_NOT_FOUND),
  preview: ownerOrAdmin(PREVIEW_NOT_FOUND),
  // A build waiting for review is no version anyone opens.
  openVersion: () => VERSION_NOT_FOUND,
};

describe('the build policy', () => {
  it.each(
    (Object.keys(EXPECTED) as TBuildAction[]).flatMap((action) =>
      ACTOR_KINDS.map((kind) => [action, kind] as const),
    ),
  )('%s, asked by %s', async (action, kind) => {
    const build = await access.load(buildId);
    const expected = EXPECTED[action](kind);
    expect(outcome(await access.refusal(people.as[kind], action, build))).toEqual(expected);
    expect(await access.can(people.as[kind], action, build)).toBe(expected === null);
  });

  it.each(ACTOR_KINDS)(
    'openVersion of an approved version, asked by %s: who may open the app; a withdrawn one, nobody',
    async (kind) => {
      const approved = await access.load(approvedId, 'openVersion');
      // The app is paid and not bought by anyone: its developer and admins open it.
      const expected = kind === 'owner' || kind === 'admin' ? ALLOWED : FORBIDDEN;
      expect(outcome(await access.refusal(people.as[kind], 'openVersion', approved))).toEqual(expected);
      const withdrawn = await access.load(withdrawnId, 'openVersion');
      expect(outcome(await access.refusal(people.as[kind], 'openVersion', withdrawn))).toEqual(
        VERSION_NOT_FOUND,
      );
    },
  );

  it('loads a build with its project for who may see it', async () => {
    const loaded = await access.loadFor(buildId, people.as.owner, 'read');
    expect(loaded.build.id).toBe(buildId);
    expect(loaded.project.project.developerId).toBe(people.as.owner?.id);
    await expect(access.loadFor(buildId, people.as.user, 'preview')).rejects.toMatchObject(PREVIEW_NOT_FOUND);
  });

  it.each(['not-a-uuid', randomUUID()])(
    'answers 404 for the build %s, in the words of the action',
    async (id) => {
      await expect(access.loadFor(id, people.as.admin, 'read')).rejects.toMatchObject(BUILD_NOT_FOUND);
      await expect(access.loadFor(id, people.as.admin, 'preview')).rejects.toMatchObject(PREVIEW_NOT_FOUND);
      await expect(access.loadFor(id, people.as.admin, 'openVersion')).rejects.toMatchObject(
        VERSION_NOT_FOUND,
      );
    },
  );
});
