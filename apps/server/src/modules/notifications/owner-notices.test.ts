import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { adminToken, createProject, registerUser, setProjectStatus } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { hostedBuildFor } from '../../../test/hosted-build-fixtures';
import { outboxWatch, recipientsOf } from '../../../test/outbox-watch';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createEmailSettingsRepository } from '../../db/repositories/email-settings.repository';
import { createMailOutboxRepository } from '../../db/repositories/mail-outbox.repository';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import { createOwnerNoticeWorker, OWNER_BATCH_SIZE, type TOwnerBatch } from '.';

/**
 * Telling every owner of an app of a new version, at scale: the approval only records a job (its
 * queries do not grow with the owners), the worker tells them in batches of bounded size (rows and
 * queries per batch the same from the first to the last), each owner gets exactly one notice and
 * at most one update mail per app and day, owners who turned those mails off get the notice only,
 * and the batch's mails never hold up a mail queued after them.
 */
const OWNERS = 10_000;
const MUTED_EVERYWHERE = 40;
const MUTED_FOR_THIS_APP = 60;

let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let outbox: ReturnType<typeof outboxWatch>;
/** Every query the app makes, while `counting` is on. */
let queries: string[] = [];
let counting = false;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    githubUrl: github.url,
    ownDatabase: true,
    onQuery: (query) => {
      if (counting) queries.push(query);
    },
  });
  fx = paymentFixtures(t, github);
  outbox = outboxWatch(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await github.close();
});

/** The queries `action` made. */
async function queriesOf<T>(action: () => Promise<T>): Promise<{ count: number; result: T }> {
  queries = [];
  counting = true;
  try {
    const result = await action();
    return { count: queries.length, result };
  } finally {
    counting = false;
  }
}

/** `count` accounts that own the app, inserted in bulk (no sale: as a free app is claimed). */
async function bulkOwners(projectId: string, count: number) {
  const run = randomUUID().slice(0, 8);
  const ids = await createUserRepository(t.deps.db).insertMany(
    Array.from({ length: count }, (_, i) => ({
      email: `owner-${run}-${i}@correo-prueba.net`,
      name: `Owner ${i}`,
      passwordHash: 'not-a-password',
      language: i % 2 === 0 ? 'es' : 'en',
    })),
  );
  await createPaymentRepository(t.deps.db).grantPurchases(projectId, ids, t.clock.now());
  return ids;
}

/** An admin's session; a new one once the clock has moved past the old one's life. */
let admin: string | null = null;
const approve = async (projectId: string, version: string) => {
  const build = await hostedBuildFor(t, projectId, { review: 'PENDING', version });
  admin ??= await adminToken(t);
  const response = await fx.call('POST', `/api/admin/builds/${build}/approve`, admin);
  expect(response.statusCode).toBe(200);
};

/** Runs the worker batch by batch until nothing is due; answers each batch and its query count. */
async function runAllBatches(worker: ReturnType<typeof createOwnerNoticeWorker>) {
  const batches: (TOwnerBatch & { queries: number })[] = [];
  for (;;) {
    const { count, result } = await queriesOf(() => worker.runOnce());
    if (!result) return batches;
    batches.push({ ...result, queries: count });
  }
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await fx.rows<{ n: number | string }>(query))[0]?.n ?? 0);

describe(`an app with ${OWNERS.toLocaleString('en')} owners gets a new version`, () => {
  let projectId: string;
  let owners: string[];
  let small: string;
  let batches: (TOwnerBatch & { queries: number })[];

  beforeAll(async () => {
    const dev = await fx.verifiedDeveloper();
    projectId = await fx.publishedProject(dev, { price: 0 });
    small = await fx.publishedProject(dev, { price: 0 });
    owners = await bulkOwners(projectId, OWNERS);
    admin = await adminToken(t);
    await bulkOwners(small, 1);
    const settings = createEmailSettingsRepository(t.deps.db);
    for (const userId of owners.slice(0, MUTED_EVERYWHERE))
      await settings.setKind(userId, 'app_updates', false, t.clock.now());
    for (const userId of owners.slice(MUTED_EVERYWHERE, MUTED_EVERYWHERE + MUTED_FOR_THIS_APP))
      await settings.setApp(userId, projectId, false, t.clock.now());
  }, 120_000);

  it('the approval answers after recording one job: the same queries as for an app with one owner', async () => {
    const one = await queriesOf(() => approve(small, '2.0.0'));
    // The small app's job is done first, out of the way.
    expect(await createOwnerNoticeWorker(t.deps, quiet).drain()).toEqual([
      expect.objectContaining({ owners: 1, done: true }),
    ]);
    const many = await queriesOf(() => approve(projectId, '2.0.0'));
    expect(many.count).toBe(one.count);
    // Only the developer's notice so far; the owners' are the worker's.
    expect(await count(sql`select count(*) as n from notices where project_id = ${projectId}`)).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from owner_notice_jobs where project_id = ${projectId} and status = 'PENDING'`,
      ),
    ).toBe(1);
  });

  it(`the worker tells them in batches of at most ${OWNER_BATCH_SIZE}, each batch the same work`, async () => {
    batches = await runAllBatches(createOwnerNoticeWorker(t.deps, quiet));
    expect(batches).toHaveLength(OWNERS / OWNER_BATCH_SIZE + 1);
    expect(Math.max(...batches.map((batch) => batch.owners))).toBe(OWNER_BATCH_SIZE);
    expect(batches.reduce((sum, batch) => sum + batch.owners, 0)).toBe(OWNERS);
    expect(batches.at(-1)).toMatchObject({ owners: 0, done: true });
    // Bounded work per batch, from the first to the last: the same number of queries each.
    const full = batches.filter((batch) => batch.owners === OWNER_BATCH_SIZE);
    expect(new Set(full.map((batch) => batch.queries)).size).toBe(1);
    expect(full[0]?.queries).toBeLessThanOrEqual(12);
    // An upper bound, never a wait: twenty batches of 500 owners took over 30 s on a busy machine.
  }, 120_000);

  it('every owner has exactly one notice; those who want it one mail, in their language; the muted none', async () => {
    const perOwner = await fx.rows<{ user_id: string; n: number }>(
      sql`select user_id, count(*)::int as n from notices
          where project_id = ${projectId} and code = 'owner.version_current' group by user_id`,
    );
    expect(perOwner).toHaveLength(OWNERS);
    expect(perOwner.every((row) => row.n === 1)).toBe(true);

    const mails = await fx.rows<{ to_email: string; subject: string }>(
      sql`select m.to_email, m.subject from mail_outbox m
          join users u on u.email = m.to_email
          join purchases p on p.user_id = u.id and p.project_id = ${projectId}
          where m.kind = 'app_update'`,
    );
    const muted = MUTED_EVERYWHERE + MUTED_FOR_THIS_APP;
    expect(mails).toHaveLength(OWNERS - muted);
    expect(new Set(mails.map((mail) => mail.to_email)).size).toBe(OWNERS - muted);
    const mutedEmails = await fx.rows<{ email: string }>(
      sql`select email from users where id in ${sql.raw(`('${owners.slice(0, muted).join("','")}')`)}`,
    );
    const mailed = new Set(mails.map((mail) => mail.to_email));
    expect(mutedEmails.filter((row) => mailed.has(row.email))).toEqual([]);
    expect(mails.some((mail) => mail.subject.startsWith('Vitrina: nueva versión de «'))).toBe(true);
    expect(mails.some((mail) => mail.subject.startsWith('Vitrina: new version of “'))).toBe(true);
    expect(batches.reduce((sum, batch) => sum + batch.mailed, 0)).toBe(OWNERS - muted);
  });

  it('a mail queued after the batches is sent before them', async () => {
    const late = await registerUser(t);
    await fx.call('POST', '/api/auth/forgot-password', undefined, { email: late.email });
    const outboxRows = createMailOutboxRepository(t.deps.db);
    const claimed: string[] = [];
    for (;;) {
      const now = t.clock.now();
      const next = await outboxRows.claimDue(now, new Date(now.getTime() + 60_000));
      if (!next || next.kind === 'app_update') break;
      claimed.push(`${next.kind} ${next.toEmail}`);
    }
    expect(claimed).toContain(`password_reset ${late.email}`);
  });

  it('another version the same day: a notice again for everyone, no second mail', async () => {
    const mailsBefore = await count(sql`select count(*) as n from mail_outbox where kind = 'app_update'`);
    await approve(projectId, '2.1.0');
    const again = await runAllBatches(createOwnerNoticeWorker(t.deps, quiet));
    expect(again.reduce((sum, batch) => sum + batch.notified, 0)).toBe(OWNERS);
    expect(again.reduce((sum, batch) => sum + batch.mailed, 0)).toBe(0);
    expect(await count(sql`select count(*) as n from mail_outbox where kind = 'app_update'`)).toBe(
      mailsBefore,
    );
  }, 120_000);
});

describe('at most one update mail per app, owner and day', () => {
  it('someone who buys the app after the version became current is not told of it', async () => {
    const dev = await fx.verifiedDeveloper();
    const app = await fx.publishedProject(dev, { price: 2 });
    const before = await registerUser(t);
    await fx.buy(before.token, app);
    await approve(app, '1.1.0');
    // The job is not worked yet when a second person buys the app (its page shows the new version).
    t.clock.advance(1000);
    const after = await registerUser(t);
    await fx.buy(after.token, app);
    const { mails } = await outbox.queuedBy(() => createOwnerNoticeWorker(t.deps, quiet).drain());
    expect(recipientsOf(mails)).toEqual([['app_update', before.email]]);
    expect(
      await count(
        sql`select count(*) as n from notices where user_id = ${after.user.id} and code like 'owner.%'`,
      ),
    ).toBe(0);
  });

  it('the next day brings the next version’s mail; another app’s mail the same day is its own', async () => {
    const dev = await fx.verifiedDeveloper();
    const app = await fx.publishedProject(dev, { price: 2 });
    const other = await fx.publishedProject(dev, { price: 2 });
    const owner = await registerUser(t);
    await fx.buy(owner.token, app);
    await fx.buy(owner.token, other);
    const worker = createOwnerNoticeWorker(t.deps, quiet);
    const tell = async (projectId: string, version: string) => {
      await approve(projectId, version);
      return (await outbox.queuedBy(() => worker.drain())).mails;
    };
    expect(recipientsOf(await tell(app, '1.1.0'))).toEqual([['app_update', owner.email]]);
    expect(await tell(app, '1.2.0')).toEqual([]);
    expect(recipientsOf(await tell(other, '1.1.0'))).toEqual([['app_update', owner.email]]);
    t.clock.advance(24 * 60 * 60 * 1000);
    admin = null;
    expect(recipientsOf(await tell(app, '1.3.0'))).toEqual([['app_update', owner.email]]);
    const notices = await count(
      sql`select count(*) as n from notices where user_id = ${owner.user.id} and code = 'owner.version_current'`,
    );
    expect(notices).toBe(4);
  });

  it('a batch that cannot be written is written not at all, and tried again', async () => {
    const dev = await fx.verifiedDeveloper();
    // Published by a new admin: the clock has moved past the first one's session.
    const app = await createProject(t, github, dev, { price: 0 });
    await setProjectStatus(t, app, await adminToken(t));
    await bulkOwners(app, 3);
    await approve(app, '1.1.0');
    // The job's facts are broken on purpose: the batch's transaction fails before anything is kept.
    await fx.rows(sql`update owner_notice_jobs set facts = 'null'::jsonb where project_id = ${app}`);
    const warnings: string[] = [];
    const worker = createOwnerNoticeWorker(t.deps, {
      info: () => {},
      warn: (_f, message) => warnings.push(message),
    });
    await worker.drain();
    expect(warnings).toEqual(['owner notice batch failed; will retry']);
    expect(
      await count(sql`select count(*) as n from notices where project_id = ${app} and code like 'owner.%'`),
    ).toBe(0);
    const [job] = await fx.rows<{ status: string; last_error: string | null; cursor: string | null }>(
      sql`select status, last_error, cursor from owner_notice_jobs where project_id = ${app}`,
    );
    expect(job).toMatchObject({ status: 'PENDING', cursor: null });
    expect(job?.last_error).toBeTruthy();
    // Nothing is due until its retry time; then it is told in full.
    expect(await worker.drain()).toEqual([]);
    await fx.rows(
      sql`update owner_notice_jobs set facts = ${JSON.stringify({ appName: 'Reintento', slug: 'reintento', version: '1.1.0' })}::jsonb
          where project_id = ${app}`,
    );
    t.clock.advance(60_000);
    expect(await worker.drain()).toEqual([expect.objectContaining({ owners: 3, notified: 3, done: true })]);
  });
});
