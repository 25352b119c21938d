import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { zipBytes } from '../../../test/archive-fixtures';
import { createProject, registerDeveloper } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { hostedBuildFor } from '../../../test/hosted-build-fixtures';
import { mailOf, outboxWatch, recipientsOf, signInSpeaking } from '../../../test/outbox-watch';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createBuildImportWorker } from '../builds/build-import-worker';

/**
 * What the app's developer hears of a build: imported and waiting for review, failed (why),
 * approved (and whether it is the one served), rejected (the admin's note), in their language,
 * with a link to the app's versions; nobody else is told.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let outbox: ReturnType<typeof outboxWatch>;
let worker: ReturnType<typeof createBuildImportWorker>;

beforeAll(async () => {
  github = await startFakeGithub();
  // Its own database: every mail queued during an action is that action's.
  t = await createTestApp({ githubUrl: github.url, ownDatabase: true });
  fx = paymentFixtures(t, github);
  outbox = outboxWatch(t);
  worker = createBuildImportWorker(
    t.deps,
    { info: () => {}, warn: () => {} },
    { notifications: t.services.notifications },
  );
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const INDEX = '<!doctype html><title>Contador</title><script src="app.js"></script>';

/** A developer reading `language`, their app and its repository on the fake GitHub. */
async function developerWithApp(language: 'es' | 'en') {
  const dev = await registerDeveloper(t, github);
  await signInSpeaking(t, dev.user, 'developer', language);
  const id = await createProject(t, github, dev);
  const project = (await fx.call('GET', `/api/project/${id}`, dev.token)).json();
  const [owner, repo] = (project.sourceCodeUrl as string).replace('https://github.com/', '').split('/') as [
    string,
    string,
  ];
  return { dev, id, owner, repo, appName: project.name as string };
}

async function addBuild(id: string, token: string, body: object) {
  const response = await fx.call('POST', `/api/project/${id}/builds`, token, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json().id as string;
}

const versionsLink = (id: string) => new RegExp(`http://localhost:\\d+/project-versions/${id}`);

describe('buildReady and buildFailed (the import worker)', () => {
  it('tells the developer a build was imported and waits for review, with its commit', async () => {
    const { dev, id, owner, repo, appName } = await developerWithApp('en');
    const sha = github.addRepoFiles(owner, repo, { ref: 'main', files: { 'dist/index.html': INDEX } });
    await addBuild(id, dev.token, { version: '1.4.0', source: { kind: 'ref', ref: 'main', folder: 'dist' } });
    const { mails } = await outbox.queuedBy(() => worker.runOnce());
    expect(recipientsOf(mails)).toEqual([['build_ready', dev.user.email]]);
    const mail = mailOf(mails, 'build_ready', dev.user.email);
    expect(mail.subject).toBe(`Vitrina: version 1.4.0 of “${appName}” is ready for review`);
    expect(mail.text).toContain('Hello Dev Eloper,');
    expect(mail.text).toContain('(1 files)');
    expect(mail.text).toContain(`Commit: ${sha}`);
    expect(mail.text).toMatch(versionsLink(id));
    expect(mail.html).toMatch(new RegExp(`href="http://localhost:\\d+/project-versions/${id}"`));
  });

  it('tells the developer an import failed, with the reason in their language', async () => {
    const { dev, id, owner, repo, appName } = await developerWithApp('es');
    github.addRepoFiles(owner, repo, { ref: 'v3', files: {} });
    github.addRelease(owner, repo, 'v3', [
      {
        name: 'app.zip',
        bytes: await zipBytes([
          { name: 'index.html', content: INDEX },
          { name: '../evil.js', content: 'console.log("fuera")' },
        ]),
      },
    ]);
    await addBuild(id, dev.token, { version: '3.0.0', source: { kind: 'release', tag: 'v3' } });
    const { mails } = await outbox.queuedBy(() => worker.runOnce());
    expect(recipientsOf(mails)).toEqual([['build_failed', dev.user.email]]);
    const mail = mailOf(mails, 'build_failed', dev.user.email);
    expect(mail.subject).toBe(`Vitrina: no pudimos importar la versión 3.0.0 de «${appName}»`);
    expect(mail.text).toContain('Versión: 3.0.0');
    expect(mail.text).toContain(
      'Motivo:\nEl archivo contiene una ruta no permitida (../evil.js): rutas absolutas, «..» y barras invertidas no se aceptan.',
    );
    expect(mail.text).toMatch(versionsLink(id));
  });

  it('tells nobody while GitHub cannot answer: the build only waits', async () => {
    const { dev, id } = await developerWithApp('es');
    await addBuild(id, dev.token, { version: '2.0.0', source: { kind: 'ref', ref: 'main', folder: '' } });
    github.startOutage({ mode: 'status', status: 503 });
    try {
      const { mails } = await outbox.queuedBy(() => worker.runOnce());
      expect(mails).toEqual([]);
    } finally {
      github.recover();
    }
  });
});

describe('buildApproved and buildRejected (the admin’s review)', () => {
  it('tells the developer an approved build is now the one served, or that a newer one still is', async () => {
    const { dev, id, appName } = await developerWithApp('en');
    const admin = await fx.adminAuth();
    const older = await hostedBuildFor(t, id, { review: 'PENDING', version: '1.1.0' });
    await fx.rows(sql`update builds set created_at = created_at - interval '1 hour' where id = ${older}`);
    const newer = await hostedBuildFor(t, id, { review: 'PENDING', version: '1.2.0' });

    const approved = await outbox.queuedBy(() =>
      fx.call('POST', `/api/admin/builds/${newer}/approve`, admin),
    );
    expect(approved.result.statusCode).toBe(200);
    expect(recipientsOf(approved.mails)).toEqual([['build_approved', dev.user.email]]);
    const mail = mailOf(approved.mails, 'build_approved', dev.user.email);
    expect(mail.subject).toBe(`Vitrina: version 1.2.0 of “${appName}” is approved`);
    expect(mail.text).toContain('From now on it is the version the app’s page opens.');
    expect(mail.text).toMatch(versionsLink(id));

    const late = await outbox.queuedBy(() => fx.call('POST', `/api/admin/builds/${older}/approve`, admin));
    expect(late.result.json()).toMatchObject({ review: 'APPROVED', isCurrent: false });
    expect(mailOf(late.mails, 'build_approved', dev.user.email).text).toContain(
      'The app already has a newer approved version, which is still the one that opens.',
    );

    // Approving again is refused, and tells nobody.
    const twice = await outbox.queuedBy(() => fx.call('POST', `/api/admin/builds/${newer}/approve`, admin));
    expect(twice.result.statusCode).toBe(409);
    expect(twice.mails).toEqual([]);
  });

  it('tells the developer a build was rejected, with the admin’s note, in their language', async () => {
    const { dev, id, appName } = await developerWithApp('es');
    const build = await hostedBuildFor(t, id, { review: 'PENDING', version: '2.0.0' });
    const note = 'La versión muestra una página en blanco <script>.';
    const { mails, result } = await outbox.queuedBy(async () =>
      fx.call('POST', `/api/admin/builds/${build}/reject`, await fx.adminAuth(), { note }),
    );
    expect(result.statusCode).toBe(200);
    expect(recipientsOf(mails)).toEqual([['build_rejected', dev.user.email]]);
    const mail = mailOf(mails, 'build_rejected', dev.user.email);
    expect(mail.subject).toBe(`Vitrina: la versión 2.0.0 de «${appName}» no fue aprobada`);
    expect(mail.text).toContain(`Nota del administrador:\n${note}`);
    expect(mail.html).toContain('página en blanco &lt;script&gt;.');
    expect(mail.text).toMatch(versionsLink(id));
  });
});
