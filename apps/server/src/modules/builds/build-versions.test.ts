import { RELEASE_NOTES_MAX } from '@vitrina/shared/builds/build.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { zipBytes } from '../../../test/archive-fixtures';
import { createProject, registerDeveloper, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { insertReadyBuild, sampleAppFiles } from '../../../test/hosted-build-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';

/**
 * A build's release notes (typed in the form, or the GitHub release's description; editable until
 * approved, shown in review), an app's public history of approved versions, and an admin's
 * withdrawal of a version.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let admin: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
  admin = await fx.adminAuth();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const INDEX = '<!doctype html><title>Notas</title><p>v</p>';

/** A developer's project whose repository has a branch `main` with an app in `dist`. */
async function projectWithRepo() {
  const dev = await registerDeveloper(t, github);
  const id = await createProject(t, github, dev);
  const url = (await fx.call('GET', `/api/project/${id}`, dev.token)).json().sourceCodeUrl as string;
  const [owner, repo] = url.replace('https://github.com/', '').split('/') as [string, string];
  github.addRepoFiles(owner, repo, { ref: 'main', files: { 'dist/index.html': INDEX } });
  return { dev, id, owner, repo };
}

const put = (buildId: string, token: string, body: unknown, language = 'es') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/builds/${buildId}/release-notes`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: body as object,
  });

/** Builds of one project: other suites may share the database and add builds of their own meanwhile. */
const buildCount = async (projectId: string) =>
  Number(
    (
      (await t.deps.db.execute(
        sql`select count(*)::int as n from builds where project_id = ${projectId}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('release notes', () => {
  it('are taken from the form, as written (line breaks kept, spaces around trimmed)', async () => {
    const { dev, id } = await projectWithRepo();
    const added = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '1.1.0',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
      releaseNotes: '  Novedades:\r\n- Modo oscuro\r\n- Más detalles en https://ejemplo.net/notas  ',
    });
    expect(added.statusCode, added.body).toBe(202);
    expect(added.json()).toMatchObject({
      releaseNotes: 'Novedades:\n- Modo oscuro\n- Más detalles en https://ejemplo.net/notas',
      releaseNotesEditable: true,
      withdrawnAt: null,
    });
    const listed = (await fx.call('GET', `/api/project/${id}/builds`, dev.token)).json().builds[0];
    expect(listed.releaseNotes).toBe(
      'Novedades:\n- Modo oscuro\n- Más detalles en https://ejemplo.net/notas',
    );
  });

  it('refuses notes over 5,000 characters with a message in the person’s language, and keeps nothing', async () => {
    const { dev, id } = await projectWithRepo();
    const before = await buildCount(id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/project/${id}/builds`,
      headers: { authorization: `Bearer ${dev.token}`, 'accept-language': 'en' },
      payload: {
        version: '1.0.0',
        source: { kind: 'ref', ref: 'main', folder: 'dist' },
        releaseNotes: 'x'.repeat(RELEASE_NOTES_MAX + 1),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'releaseNotes' })],
    });
    expect(await buildCount(id)).toBe(before);
  });

  it("are taken from the GitHub release's description when the developer wrote none", async () => {
    const { dev, id, owner, repo } = await projectWithRepo();
    const zip = await zipBytes([{ name: 'index.html', content: INDEX }]);
    for (const tag of ['v2.0.0', 'v2.1.0']) {
      github.addRepoFiles(owner, repo, { ref: tag, files: { 'README.md': tag } });
      github.addRelease(owner, repo, tag, [{ name: 'app.zip', bytes: zip }], {
        body: `## ${tag}\r\n\r\n* Sincroniza entre dispositivos`,
      });
    }
    const fromRelease = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '2.0.0',
      source: { kind: 'release', tag: 'v2.0.0' },
    });
    await t.services.workers.builds.runOnce();
    const imported = (await fx.call('GET', `/api/builds/${fromRelease.json().id}`, dev.token)).json();
    expect(imported).toMatchObject({
      status: 'READY',
      releaseNotes: '## v2.0.0\n\n* Sincroniza entre dispositivos',
    });
    // Notes typed in the form win over the release's description.
    const typed = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '2.1.0',
      source: { kind: 'release', tag: 'v2.1.0' },
      releaseNotes: 'Mis propias notas.',
    });
    await t.services.workers.builds.runOnce();
    expect((await fx.call('GET', `/api/builds/${typed.json().id}`, dev.token)).json()).toMatchObject({
      status: 'READY',
      releaseNotes: 'Mis propias notas.',
    });
  });

  it('may be rewritten by the developer until the build is approved, and are shown in review', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const { buildId } = await insertReadyBuild(t, id, sampleAppFiles('Dos'), {
      current: false,
      version: '2.0.0',
    });
    const edited = await put(buildId, dev.token, { releaseNotes: 'Arreglado el guardado.\nMás rápida.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      releaseNotes: 'Arreglado el guardado.\nMás rápida.',
      releaseNotesEditable: true,
    });
    const waiting = (await fx.call('GET', '/api/admin/builds', admin)).json().builds;
    expect(waiting.find((build: { id: string }) => build.id === buildId)?.releaseNotes).toBe(
      'Arreglado el guardado.\nMás rápida.',
    );
    // Cleared with null or nothing but spaces.
    expect((await put(buildId, dev.token, { releaseNotes: '   ' })).json().releaseNotes).toBeNull();
    expect((await put(buildId, dev.token, { releaseNotes: 'Otra vez.' })).json().releaseNotes).toBe(
      'Otra vez.',
    );

    // Nobody else's to change: another developer and a plain user are told it does not exist.
    const other = await registerDeveloper(t, github);
    expect((await put(buildId, other.token, { releaseNotes: 'Mías.' })).statusCode).toBe(404);
    expect((await put(buildId, (await registerUser(t)).token, { releaseNotes: 'x' })).statusCode).toBe(403);
    for (const body of [{}, { releaseNotes: 5 }, { releaseNotes: 'x'.repeat(RELEASE_NOTES_MAX + 1) }])
      expect((await put(buildId, dev.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await fx.call('GET', `/api/builds/${buildId}`, dev.token)).json().releaseNotes).toBe('Otra vez.');

    expect((await fx.call('POST', `/api/admin/builds/${buildId}/approve`, admin)).statusCode).toBe(200);
    for (const [language, message] of [
      [
        'es',
        'Esta versión ya está aprobada: sus notas son las que vieron sus usuarios y no se pueden cambiar.',
      ],
      ['en', 'This version is approved already: its notes are what its users were shown and cannot change.'],
    ] as const) {
      const locked = await put(buildId, dev.token, { releaseNotes: 'Cambiadas.' }, language);
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ code: 'BUILD_NOTES_LOCKED', message });
    }
    const after = (await fx.call('GET', `/api/builds/${buildId}`, dev.token)).json();
    expect(after).toMatchObject({ releaseNotes: 'Otra vez.', releaseNotesEditable: false });
  });

  it('stay editable on a rejected build (it was never shown to owners)', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev);
    const { buildId } = await insertReadyBuild(t, id, sampleAppFiles(), {
      current: false,
      review: 'REJECTED',
    });
    expect((await put(buildId, dev.token, { releaseNotes: 'Corregida.' })).statusCode).toBe(200);
  });
});

describe("an app's public history of versions", () => {
  it('lists only approved versions, newest first, with their notes and which one is current', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev, { price: 0 });
    const v1 = await insertReadyBuild(t, id, sampleAppFiles('Uno'), { version: '1.0.0' });
    await t.deps.db.execute(sql`update builds set release_notes = 'La primera.' where id = ${v1.buildId}`);
    await insertReadyBuild(t, id, sampleAppFiles('Rechazada'), {
      version: '1.0.1',
      current: false,
      review: 'REJECTED',
    });
    const v2 = await insertReadyBuild(t, id, sampleAppFiles('Dos'), { version: '1.1.0', current: false });
    await put(v2.buildId, dev.token, { releaseNotes: 'Modo oscuro.\nVer https://ejemplo.net' });
    t.clock.advance(60_000);
    expect((await fx.call('POST', `/api/admin/builds/${v2.buildId}/approve`, admin)).statusCode).toBe(200);
    await insertReadyBuild(t, id, sampleAppFiles('Pendiente'), { version: '2.0.0-beta', current: false });
    const failed = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '9.9.9',
      source: { kind: 'ref', ref: 'no-existe', folder: 'dist' },
    });
    expect(failed.statusCode).toBe(202);
    await t.services.workers.builds.runOnce();

    for (const token of [undefined, dev.token, admin]) {
      const response = await fx.call('GET', `/api/project/${id}/versions`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        versions: [
          {
            buildId: v2.buildId,
            version: '1.1.0',
            approvedAt: t.clock.now().toISOString(),
            releaseNotes: 'Modo oscuro.\nVer https://ejemplo.net',
            isCurrent: true,
          },
          {
            buildId: v1.buildId,
            version: '1.0.0',
            approvedAt: expect.any(String),
            releaseNotes: 'La primera.',
            isCurrent: false,
          },
        ],
        total: 2,
      });
    }
    // Anyone may keep it a moment: it is the same for every visitor.
    const anonymous = await fx.call('GET', `/api/project/${id}/versions`);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
  });

  it("is the app page's: an app out of the store has none for visitors, an unknown app none at all", async () => {
    const dev = await registerDeveloper(t, github);
    const underReview = await createProject(t, github, dev);
    expect((await fx.call('GET', `/api/project/${underReview}/versions`)).statusCode).toBe(404);
    expect((await fx.call('GET', `/api/project/${underReview}/versions`, dev.token)).json()).toEqual({
      versions: [],
      total: 0,
    });
    const unknown = await fx.call('GET', '/api/project/no-such-app/versions');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('makes the newest approved version current and dates the app page by it', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev, { price: 0 });
    const next = await insertReadyBuild(t, id, sampleAppFiles('Nueva'), { version: '3.0.0', current: false });
    t.clock.advance(120_000);
    const approvedAt = t.clock.now().toISOString();
    expect((await fx.call('POST', `/api/admin/builds/${next.buildId}/approve`, admin)).statusCode).toBe(200);
    const detail = (await fx.call('GET', `/api/project/${id}`)).json();
    expect(detail.hostedBuild).toMatchObject({ version: '3.0.0', publishedAt: approvedAt });
    expect(detail.lastUpdated).toBe(approvedAt);
    // The sitemap dates the app's address by it too (to the second, as sitemaps write it).
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap-apps.xml' });
    const entry = new RegExp(`<loc>[^<]*/app/${detail.slug}</loc><lastmod>([^<]+)</lastmod>`).exec(
      sitemap.body,
    );
    expect(entry?.[1]).toBe(`${approvedAt.slice(0, 19)}Z`);
  });
});

describe('withdrawing a version', () => {
  it('is an admin’s, for an approved version, once, with a reason and an audit row', async () => {
    const dev = await fx.verifiedDeveloper();
    const id = await fx.publishedProject(dev, { price: 0 });
    const older = await insertReadyBuild(t, id, sampleAppFiles('Vieja'), { version: '1.0.0' });
    const current = await insertReadyBuild(t, id, sampleAppFiles('Actual'), { version: '1.1.0' });
    const pending = await insertReadyBuild(t, id, sampleAppFiles('Pendiente'), {
      version: '1.2.0',
      current: false,
    });
    const withdraw = (buildId: string, token: string, body: unknown = { reason: 'Un script malicioso.' }) =>
      fx.call('POST', `/api/admin/builds/${buildId}/withdraw`, token, body as object);

    expect((await withdraw(current.buildId, dev.token)).statusCode).toBe(403);
    for (const body of [{}, { reason: 'corta' }, { reason: 'x'.repeat(1001) }])
      expect((await withdraw(current.buildId, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    const notYet = await withdraw(pending.buildId, admin);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('BUILD_NOT_WITHDRAWABLE');

    const done = await withdraw(current.buildId, admin);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      withdrawnAt: t.clock.now().toISOString(),
      withdrawnReason: 'Un script malicioso.',
      isCurrent: false,
      review: 'APPROVED',
    });
    expect((await withdraw(current.buildId, admin)).json().code).toBe('BUILD_NOT_WITHDRAWABLE');

    // The newest version left is current; the withdrawn one is out of the history; its files are kept.
    const detail = (await fx.call('GET', `/api/project/${id}`)).json();
    expect(detail.hostedBuild).toMatchObject({
      buildId: older.buildId,
      publishedAt: t.clock.now().toISOString(),
    });
    const history = (await fx.call('GET', `/api/project/${id}/versions`)).json();
    expect(history.versions.map((v: { buildId: string }) => v.buildId)).not.toContain(current.buildId);
    const files = (await fx.call('GET', `/api/builds/${current.buildId}`, admin)).json().files;
    expect(files.length).toBe(3);
    const audit = (await t.deps.db.execute(
      sql`select action, actor_id, data from audit_log where entity_id = ${current.buildId} and action = 'build.withdrawn'`,
    )) as unknown as { rows: { data: { reason: string; wasCurrent: boolean; currentBuildId: string } }[] };
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.data).toMatchObject({
      reason: 'Un script malicioso.',
      wasCurrent: true,
      currentBuildId: older.buildId,
    });

    // Approving a newer version afterwards makes it current as usual.
    expect((await fx.call('POST', `/api/admin/builds/${pending.buildId}/approve`, admin)).statusCode).toBe(
      200,
    );
    expect((await fx.call('GET', `/api/project/${id}`)).json().hostedBuild.buildId).toBe(pending.buildId);
  });
});
