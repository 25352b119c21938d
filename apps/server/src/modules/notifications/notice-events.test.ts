import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  createProject,
  projectPayload,
  registerDeveloper,
  registerUser,
  uniqueEmail,
  uniqueGithubLogin,
  uniqueMerchantId,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { hostedBuildFor } from '../../../test/hosted-build-fixtures';
import { adminIds, noticeWatch, readersOf } from '../../../test/notice-watch';
import { outboxWatch, recipientsOf } from '../../../test/outbox-watch';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { refundFixtures } from '../../../test/refund-fixtures';
import { createBuildImportWorker } from '../builds/build-import-worker';
import { createGithubCheckWorker } from '../github-checks/github-check-worker';
import { createOwnerNoticeWorker } from '.';

/**
 * Every event's in-app notices: who is told (the app's developer, its owners, the buyer, every
 * admin for work waiting) and that nobody else is. Each test runs its action and reads the notices
 * written meanwhile, in a database of this file's own.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof refundFixtures>;
let notices: ReturnType<typeof noticeWatch>;
let outbox: ReturnType<typeof outboxWatch>;
let admins: string[];
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const RETRY_MS = 60_000;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    githubUrl: github.url,
    ownDatabase: true,
    env: { GITHUB_TIMEOUT_MS: '300', GITHUB_CHECK_RETRY_BASE_MS: String(RETRY_MS) },
  });
  fx = paymentFixtures(t, github);
  rx = refundFixtures(t, fx);
  notices = noticeWatch(t);
  outbox = outboxWatch(t);
  // Two admins: work waiting is told to each of them.
  await fx.adminAuth();
  await t.services.auth.ensureAdmin({ email: uniqueEmail('admin'), password: 'clave-admin-1' });
  admins = await adminIds(t);
  expect(admins).toHaveLength(2);
});
beforeEach(() => github.recover());
afterAll(async () => {
  await t.close();
  await github.close();
});

const adminsTold = (code: string) => admins.map((id) => [code, id]);
const sorted = (pairs: string[][]) => pairs.sort((a, b) => a.join(' ').localeCompare(b.join(' ')));
const ownerWorker = () => createOwnerNoticeWorker(t.deps, quiet);

describe('sales and refunds', () => {
  it('a sale: the developer hears of it (the buyer has their receipt by mail), nobody else', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 12.5 });
    const buyer = await registerUser(t);
    const { notices: written } = await notices.writtenBy(() => fx.buy(buyer.token, projectId));
    expect(readersOf(written)).toEqual([['developer.sale', dev.user.id]]);
    // Sums are kept in cents and written when the notice is read, as its reader's language writes money.
    expect(written[0]).toMatchObject({
      params: { amountCents: 1250, netCents: 1125 },
      link: '/developer-dashboard?tab=payouts',
      project_id: projectId,
    });
    const read = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notices',
          headers: { authorization: `Bearer ${dev.token}`, 'accept-language': language },
        })
      ).json().notices[0].body;
    expect(await read('es')).toContain('por $12,50. Tu parte es de $11,25.');
    expect(await read('en')).toContain('for $12.50. Your share is $11.25.');
  });

  it('a refund request: its developer (with the reason) and every admin, nobody else', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 9.99 });
    const buyer = await registerUser(t);
    await fx.buy(buyer.token, projectId);
    const { notices: written } = await notices.writtenBy(() => rx.request(buyer.token, projectId));
    expect(readersOf(written)).toEqual(
      sorted([['developer.refund_requested', dev.user.id], ...adminsTold('admin.refund_waiting')]),
    );
    const developer = written.find((n) => n.user_id === dev.user.id);
    expect(developer?.quote).toBe('La app no abre en mi navegador desde la última versión.');
    expect(developer?.link).toBe('/developer-dashboard?tab=refunds');
    expect(written.find((n) => n.code === 'admin.refund_waiting')?.link).toBe('/admin-dashboard?tab=refunds');
  });

  it('its outcome: the buyer and the developer, when it completes and when it is refused', async () => {
    const dev = await fx.verifiedDeveloper();
    const done = await rx.requested(dev);
    const completed = await notices.writtenBy(() => rx.approve(done.refundId));
    expect(readersOf(completed.notices)).toEqual(
      sorted([
        ['owner.refund_completed', done.buyer.user.id],
        ['developer.refund_completed', dev.user.id],
      ]),
    );

    const refused = await rx.requested(dev);
    const note = 'La app funciona como se describe.';
    const { notices: written } = await notices.writtenBy(() => rx.reject(refused.refundId, note));
    expect(readersOf(written)).toEqual(
      sorted([
        ['owner.refund_refused', refused.buyer.user.id],
        ['developer.refund_refused', dev.user.id],
      ]),
    );
    expect(written.map((n) => n.quote)).toEqual([note, note]);
  });

  it('a payout: the developer paid, nobody else', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 20 });
    await fx.buy((await registerUser(t)).token, projectId);
    const { notices: written, result } = await notices.writtenBy(async () =>
      fx.call('POST', `/api/admin/developers/${dev.user.id}/payout`, await fx.adminAuth()),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(readersOf(written)).toEqual([['developer.payout_sent', dev.user.id]]);
    expect(written[0]?.params).toEqual({ amountCents: 1800 });
  });
});

describe('ratings and comments', () => {
  it('a first rating tells the developer the stars; a changed one tells nobody', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 0 });
    const rater = await registerUser(t);
    const rate = (rating: number) =>
      fx.call('POST', `/api/project/${projectId}/rating`, rater.token, { rating });
    const first = await notices.writtenBy(() => rate(4));
    expect(first.result.statusCode).toBe(200);
    expect(readersOf(first.notices)).toEqual([['developer.rating', dev.user.id]]);
    expect(first.notices[0]?.params).toMatchObject({ stars: 4 });
    const again = await notices.writtenBy(() => rate(5));
    expect(again.result.statusCode).toBe(200);
    expect(again.notices).toEqual([]);
  });

  it('a comment tells the developer who wrote what; their own comment tells nobody', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 0 });
    const reader = await registerUser(t, { name: 'Inés Vidal' });
    const text = 'Me encanta.\nLa uso cada día.\nGracias.\nUna línea más que no se cita.';
    const { notices: written } = await notices.writtenBy(() =>
      fx.call('POST', `/api/project/${projectId}/comment`, reader.token, { comment: text }),
    );
    expect(readersOf(written)).toEqual([['developer.comment', dev.user.id]]);
    expect(written[0]).toMatchObject({
      params: { author: 'Inés Vidal' },
      quote: 'Me encanta.\nLa uso cada día.\nGracias.…',
    });
    expect(written[0]?.link).toMatch(/^\/app\//);
    const own = await notices.writtenBy(() =>
      fx.call('POST', `/api/project/${projectId}/comment`, dev.token, { comment: 'Gracias a ti.' }),
    );
    expect(own.result.statusCode).toBe(200);
    expect(own.notices).toEqual([]);
  });
});

describe('builds', () => {
  const INDEX = '<!doctype html><title>Contador</title><script src="app.js"></script>';

  async function developerWithRepo() {
    const dev = await registerDeveloper(t, github);
    const id = await createProject(t, github, dev);
    const project = (await fx.call('GET', `/api/project/${id}`, dev.token)).json();
    const [owner, repo] = (project.sourceCodeUrl as string).replace('https://github.com/', '').split('/') as [
      string,
      string,
    ];
    return { dev, id, owner, repo };
  }

  it('ready: the developer and every admin (work waiting); failed: the developer alone', async () => {
    const worker = createBuildImportWorker(t.deps, quiet, { notifications: t.services.notifications });
    const { dev, id, owner, repo } = await developerWithRepo();
    github.addRepoFiles(owner, repo, { ref: 'main', files: { 'dist/index.html': INDEX } });
    const added = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '1.4.0',
      source: { kind: 'ref', ref: 'main', folder: 'dist' },
    });
    expect(added.statusCode).toBe(202);
    const ready = await notices.writtenBy(() => worker.runOnce());
    expect(readersOf(ready.notices)).toEqual(
      sorted([['developer.build_ready', dev.user.id], ...adminsTold('admin.build_waiting')]),
    );
    expect(ready.notices.every((n) => n.link === `/project-versions/${id}`)).toBe(true);

    github.addRepoFiles(owner, repo, { ref: 'broken', files: { 'dist/readme.txt': 'nada' } });
    await fx.rows(sql`update builds set review = 'REJECTED' where project_id = ${id}`);
    const again = await fx.call('POST', `/api/project/${id}/builds`, dev.token, {
      version: '1.5.0',
      source: { kind: 'ref', ref: 'broken', folder: 'dist' },
    });
    expect(again.statusCode).toBe(202);
    const failed = await notices.writtenBy(() => worker.runOnce());
    expect(readersOf(failed.notices)).toEqual([['developer.build_failed', dev.user.id]]);
  });

  it('approved: the developer now, and every owner of the app through the owners’ job; rejected: the developer', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 5 });
    const [buyerA, buyerB, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    await fx.buy(buyerA.token, projectId);
    await fx.buy(buyerB.token, projectId);
    const admin = await fx.adminAuth();

    const build = await hostedBuildFor(t, projectId, { review: 'PENDING', version: '2.0.0' });
    await fx.rows(sql`update builds set release_notes = ${'Modo oscuro.\nMás rápida.'} where id = ${build}`);
    const approved = await notices.writtenBy(() =>
      fx.call('POST', `/api/admin/builds/${build}/approve`, admin),
    );
    expect(approved.result.statusCode).toBe(200);
    // The approval tells the developer at once; the owners' notices are the worker's.
    expect(readersOf(approved.notices)).toEqual([['developer.build_approved', dev.user.id]]);
    const owners = await notices.writtenBy(() => ownerWorker().drain());
    expect(readersOf(owners.notices)).toEqual(
      sorted([
        ['owner.version_current', buyerA.user.id],
        ['owner.version_current', buyerB.user.id],
      ]),
    );
    expect(owners.notices.map((n) => n.user_id)).not.toContain(stranger.user.id);
    expect(owners.notices[0]).toMatchObject({
      params: { version: '2.0.0' },
      quote: 'Modo oscuro.\nMás rápida.',
    });

    const rejected = await hostedBuildFor(t, projectId, { review: 'PENDING', version: '2.1.0' });
    const refused = await notices.writtenBy(() =>
      fx.call('POST', `/api/admin/builds/${rejected}/reject`, admin, { note: 'No abre en el móvil.' }),
    );
    expect(readersOf(refused.notices)).toEqual([['developer.build_rejected', dev.user.id]]);
    expect(refused.notices[0]?.quote).toBe('No abre en el móvil.');
    expect(await ownerWorker().drain()).toEqual([]);
  });

  it('an older build approved after a newer one tells the developer, and no owner', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 5 });
    await fx.buy((await registerUser(t)).token, projectId);
    const admin = await fx.adminAuth();
    const older = await hostedBuildFor(t, projectId, { review: 'PENDING', version: '1.1.0' });
    await fx.rows(sql`update builds set created_at = created_at - interval '1 hour' where id = ${older}`);
    const newer = await hostedBuildFor(t, projectId, { review: 'PENDING', version: '1.2.0' });
    await fx.call('POST', `/api/admin/builds/${newer}/approve`, admin);
    await ownerWorker().drain();
    const late = await notices.writtenBy(async () => {
      await fx.call('POST', `/api/admin/builds/${older}/approve`, admin);
      return ownerWorker().drain();
    });
    expect(readersOf(late.notices)).toEqual([['developer.build_approved_not_current', dev.user.id]]);
  });
});

describe('a GitHub check that failed', () => {
  it('tells the developer alone', async () => {
    const login = uniqueGithubLogin();
    github.startOutage({ mode: 'status', status: 503 });
    const registered = await fx.call('POST', '/api/developer/register', undefined, {
      email: uniqueEmail('dev'),
      password: 'secreto123',
      name: 'Dev Pendiente',
      paypalMerchantId: uniqueMerchantId(),
      githubProfile: `github.com/${login}`,
    });
    expect(registered.statusCode).toBe(201);
    github.recover();
    t.clock.advance(RETRY_MS);
    const { notices: written } = await notices.writtenBy(() =>
      createGithubCheckWorker(t.deps, quiet, { notifications: t.services.notifications }).tick(),
    );
    expect(readersOf(written)).toEqual([['developer.github_profile_failed', registered.json().user.id]]);
    expect(written[0]?.params).toMatchObject({ target: `github.com/${login}` });
  });
});

describe('the catalogue', () => {
  it('changes to a published app waiting for review: every admin, once (not again for each edit)', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev);
    const edit = () => {
      const repo = `${dev.login}/r-${Math.random().toString(36).slice(2, 10)}`;
      github.addRepo(repo);
      return fx.call(
        'PUT',
        `/api/project/${projectId}`,
        dev.token,
        projectPayload(repo, { version: '1.3.0' }),
      );
    };
    const first = await notices.writtenBy(edit);
    expect(first.result.statusCode, first.result.body).toBe(200);
    expect(readersOf(first.notices)).toEqual(sorted(adminsTold('admin.revision_waiting')));
    const second = await notices.writtenBy(edit);
    expect(second.result.statusCode).toBe(200);
    expect(second.notices).toEqual([]);
  });

  it('an app suspended and back: its owners (through the owners’ job), nobody else, and no mail to the developer', async () => {
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 3 });
    const owner = await registerUser(t);
    await fx.buy(owner.token, projectId);
    const favourite = await registerUser(t);
    await fx.call('POST', '/api/user/favorites', favourite.token, { idFavoriteProject: projectId });
    const admin = await fx.adminAuth();

    const suspended = await notices.writtenBy(async () => {
      const response = await fx.call('PUT', `/api/project/${projectId}`, admin, {
        status: 'SUSPENDED',
        reason: 'Contenido en revisión.',
      });
      expect(response.statusCode).toBe(200);
      return ownerWorker().drain();
    });
    expect(readersOf(suspended.notices)).toEqual([['owner.app_suspended', owner.user.id]]);
    expect(suspended.notices[0]?.link).toBe('/user-dashboard');

    const back = await outbox.queuedBy(() =>
      notices.writtenBy(async () => {
        await fx.call('PUT', `/api/project/${projectId}`, admin, { status: 'PUBLISHED' });
        return ownerWorker().drain();
      }),
    );
    expect(readersOf(back.result.notices)).toEqual([['owner.app_restored', owner.user.id]]);
    expect(recipientsOf(back.mails)).toEqual([['app_restored', owner.email]]);
  });

  it('a status change that is neither (under review to published) tells no owner', async () => {
    const dev = await fx.verifiedDeveloper();
    const { notices: written } = await notices.writtenBy(async () => {
      await fx.publishedProject(dev, { price: 0 });
      return ownerWorker().drain();
    });
    expect(written).toEqual([]);
  });
});
