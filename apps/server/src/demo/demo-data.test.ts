import { CATEGORIES } from '@vitrina/shared/projects/categories';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app-builder';
import { buildFiles, builds, projects } from '../db/schema';
import { appOriginOf } from '../lib/app-origin';
import { DEMO_APPS } from './demo-catalogue';
import { DEMO_REFUND_REQUEST, seedDemoData } from './demo-data';
import { DEMO_REPLIES } from './demo-engagement';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const options = { commissionRate: 0.1, blobs: t.deps.blobs };
  await seedDemoData(t.deps.db, new Date(), options);
  await seedDemoData(t.deps.db, new Date(), options); // twice: nothing is duplicated
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('signs in every demo account with its documented password', async () => {
    const accounts = [
      ['admin@vitrina.app', 'Admin1234!', 'admin'],
      ['carlos.mendoza@vitrina.app', 'Demo1234!', 'developer'],
      ['valentina.rios@vitrina.app', 'Demo1234!', 'developer'],
      ['lucia.moreno@vitrina.app', 'Demo1234!', 'user'],
    ];
    for (const [email, password, type] of accounts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, type },
      });
      expect(response.statusCode, email).toBe(200);
    }
  });

  it('fills the store with published apps of every category, free and paid, with our own images', async () => {
    const published = DEMO_APPS.filter((app) => (app.status ?? 'PUBLISHED') === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(25);
    expect(new Set(published.map((app) => app.category))).toEqual(new Set(CATEGORIES));
    const page = (await t.app.inject({ method: 'GET', url: '/api/project/simplified?size=48' })).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(published.length);
    // Free and paid ones, each in the store (read one by one: on PostgreSQL other tests' apps may be
    // newer than the demo's and fill the first page).
    const free = published.find((app) => app.price === 0);
    const paid = published.find((app) => app.price > 0);
    for (const app of [free, paid]) {
      const shown = await t.app.inject({ method: 'GET', url: `/api/project/${app?.slug}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().price).toBe(app?.price);
    }
    const demo = (await t.app.inject({ method: 'GET', url: '/api/project/sudoku-zen' })).json();
    expect(demo.mainImage).toBe('/media/demo/sudoku-zen.svg');
    const image = await t.app.inject({ method: 'GET', url: demo.mainImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('keeps the five sample apps with their extra fields', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: '/api/project/editor-de-fotos-pro' })).json();
    expect(detail).toMatchObject({
      name: 'Editor de Fotos Pro',
      version: '2.4.1',
      size: '2.1 MB',
      originalPrice: 29.99,
    });
    expect(detail.features.length).toBeGreaterThan(0);
    expect(detail.technologies.length).toBeGreaterThan(0);
  });

  it('has projects in review, rejected and suspended that the store does not show', async () => {
    for (const slug of ['planificador-de-viajes', 'mapa-de-calor-web', 'contador-de-calorias']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/project/${slug}` })).statusCode).toBe(404);
    }
  });

  it('records the demo purchases as sales with commission, access and totals, once', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!', type: 'user' },
    });
    const token = (login.json() as { token: string }).token;
    const purchased = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/purchased',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().purchasedProjects as { projectSlug: string; amount: number; status: string }[];
    expect(purchased.map((p) => p.projectSlug).sort()).toEqual(['quiz-de-ingles', 'trivia-latam']);
    expect(purchased.every((p) => p.status === 'completed' && p.amount > 0)).toBe(true);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: '/api/project/trivia-latam',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    // Demo people bought it too; seeded twice, each purchase is still one sale.
    const [sales] = (
      (await t.deps.db.execute(
        sql`select count(*)::int as n, count(distinct buyer_id)::int as buyers from sales s
          join projects p on p.id = s.project_id where p.slug = 'trivia-latam'`,
      )) as unknown as { rows: { n: number; buyers: number }[] }
    ).rows;
    expect(sales?.n).toBe(sales?.buyers);
    expect(detail).toMatchObject({ hasAccess: true, totalSales: sales?.n });
    // She has asked for a refund of one of them, still waiting (and she keeps the app meanwhile).
    const trivia = purchased.find((p) => p.projectSlug === 'trivia-latam') as unknown as {
      refund: { status: string; reason: string } | null;
      canRequestRefund: boolean;
    };
    expect(trivia.refund).toMatchObject({ status: 'REQUESTED', reason: DEMO_REFUND_REQUEST.reason });
    expect(trivia.canRequestRefund).toBe(false);
  });

  it('credits every demo sale to its developer’s ledger, once', async () => {
    const [row] = (
      (await t.deps.db.execute(
        sql`select count(*)::int as sales,
              count(*) filter (where 1 <> (select count(*) from ledger_entries e where e.sale_id = s.id
                and e.kind = 'SALE' and e.amount_cents = s.net_cents and e.developer_id = s.developer_id))::int as unentered
            from sales s join projects p on p.id = s.project_id
            where p.slug in (${sql.join(
              DEMO_APPS.map((a) => sql`${a.slug}`),
              sql`, `,
            )})`,
      )) as unknown as { rows: { sales: number; unentered: number }[] }
    ).rows;
    expect(row?.sales).toBeGreaterThan(0);
    expect(row?.unentered).toBe(0);
  });
});

describe('the demo catalogue looks used', () => {
  type TRow = Record<string, unknown>;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.deps.db.execute(query)) as unknown as { rows: TRow[] }).rows;

  it('has ratings on most published apps and comments from several people', async () => {
    const [figures] = await rows(sql`
      select count(*) filter (where rating_count > 0)::int as rated, count(*)::int as apps
      from projects where status = 'PUBLISHED' and slug in (${sql.join(
        DEMO_APPS.map((app) => sql`${app.slug}`),
        sql`, `,
      )})`);
    expect(Number(figures?.rated)).toBeGreaterThanOrEqual(Number(figures?.apps) * 0.8);
    const [comments] = await rows(
      sql`select count(*)::int as n, count(distinct user_id)::int as people from comments`,
    );
    expect(Number(comments?.n)).toBeGreaterThanOrEqual(15);
    expect(Number(comments?.people)).toBeGreaterThanOrEqual(4);
  });

  it('has some comments answered by the app’s developer, after the comment and before now', async () => {
    const replies = await rows(sql`
      select p.slug, r.text, r.user_id = p.developer_id as by_developer,
             r.created_at > c.created_at and r.created_at < now() as in_order
        from comment_replies r join comments c on c.id = r.comment_id join projects p on p.id = c.project_id
        join users u on u.id = c.user_id
        where u.email like '%@vitrina.app' and r.deleted_at is null`);
    expect(replies.length).toBeGreaterThanOrEqual(2);
    expect(replies.every((reply) => reply.by_developer === true && reply.in_order === true)).toBe(true);
    // The app's page shows it under its comment.
    const page = (await t.app.inject({ method: 'GET', url: `/api/project/${replies[0]?.slug}` })).json();
    const shown = page.comments.map((comment: { reply: { text: string } | null }) => comment.reply?.text);
    expect(shown).toContain(replies[0]?.text);
    expect(Object.values(DEMO_REPLIES)).toContain(replies[0]?.text);
  });

  it('dates everything in order: joined, then published, then bought, rated and commented', async () => {
    // Only the demo's own rows: other test files share the database on PostgreSQL.
    const demo = sql`p.slug in (${sql.join(
      DEMO_APPS.map((app) => sql`${app.slug}`),
      sql`, `,
    )}) and u.email like '%@vitrina.app'`;
    const wrong = await rows(sql`
      select 'rating' as kind, p.slug, u.email from ratings r
        join projects p on p.id = r.project_id join users u on u.id = r.user_id
        where ${demo} and (r.created_at < p.published_at or r.created_at < u.created_at or r.created_at > now())
      union all
      select 'comment', p.slug, u.email from comments c
        join projects p on p.id = c.project_id join users u on u.id = c.user_id
        where ${demo} and (c.created_at < p.published_at or c.created_at < u.created_at)
      union all
      select 'purchase', p.slug, u.email from purchases pu
        join projects p on p.id = pu.project_id join users u on u.id = pu.user_id
        where ${demo} and (pu.created_at < p.published_at or pu.created_at < u.created_at)
      union all
      select 'published', p.slug, u.email from projects p join users u on u.id = p.developer_id
        where ${demo} and p.published_at < u.created_at`);
    expect(wrong).toEqual([]);
    // Spread over months, not all today.
    const [span] = await rows(
      sql`select extract(day from max(r.created_at) - min(r.created_at))::int as days
          from ratings r join users u on u.id = r.user_id where u.email like '%@vitrina.app'`,
    );
    expect(Number(span?.days)).toBeGreaterThanOrEqual(60);
  });

  it('says nothing of "examples" anywhere a person reads it', async () => {
    const found = await rows(sql`
      select p.slug from projects p join users u on u.id = p.developer_id
        where u.email like '%@vitrina.app'
          and p.name || ' ' || p.description || ' ' || p.short_description ~* '(ejemplo|example|lorem)'
      union all select c.text from comments c join users u on u.id = c.user_id
        where u.email like '%@vitrina.app' and c.text ~* '(ejemplo|example|lorem)'`);
    expect(found).toEqual([]);
  });

  it('gives every demo app one small working build: current in the store, waiting for review otherwise', async () => {
    const rows = await t.deps.db.execute<{
      slug: string;
      status: string;
      current: boolean;
      review: string | null;
      count: number;
    }>(
      sql`select p.slug, p.status, p.current_build_id = b.id as current, b.review, count(*) over (partition by p.id)::int as count
          from projects p join builds b on b.project_id = p.id`,
    );
    const bySlug = new Map((rows as unknown as { rows: TRow[] }).rows.map((row) => [row.slug, row]));
    for (const app of DEMO_APPS) {
      const row = bySlug.get(app.slug);
      expect(row, app.slug).toBeDefined();
      expect(row?.count, app.slug).toBe(1);
      const inStore = ['PUBLISHED', 'SUSPENDED'].includes(app.status ?? 'PUBLISHED');
      expect(row?.review, app.slug).toBe(inStore ? 'APPROVED' : 'PENDING');
      expect(row?.current ?? false, app.slug).toBe(inStore);
    }
    // The demo apps' files only: a shared database also holds other tests' builds.
    const files = await t.deps.db
      .selectDistinct({ sha256: buildFiles.sha256, path: buildFiles.path })
      .from(buildFiles)
      .innerJoin(builds, eq(builds.id, buildFiles.buildId))
      .innerJoin(projects, eq(projects.id, builds.projectId))
      .where(
        inArray(
          projects.slug,
          DEMO_APPS.map((app) => app.slug),
        ),
      );
    expect(new Set(files.map((row) => row.path))).toEqual(
      new Set(['index.html', 'assets/style.css', 'assets/app.js']),
    );
    for (const file of files) expect(await t.deps.blobs.has(file.sha256), file.path).toBe(true);
  });

  it('opens a free demo app to a visitor, the paid ones Lucía bought to her, and a paid one to nobody else', async () => {
    const hostOf = (slug: string) => new URL(appOriginOf(t.deps.config, slug)).host;
    const free = await t.app.inject({ method: 'GET', url: '/', headers: { host: hostOf('tablero-kanban') } });
    expect(free.statusCode).toBe(200);
    expect(free.body).toContain('<h1>Tablero Kanban</h1>');

    const visitor = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: hostOf('trivia-latam') },
    });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body).toContain('Esta app es de pago');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!', type: 'user' },
    });
    const token = login.json().token as string;
    for (const slug of ['trivia-latam', 'quiz-de-ingles']) {
      const launch = await t.app.inject({
        method: 'POST',
        url: `/api/project/${slug}/launch`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(launch.statusCode, slug).toBe(200);
      const url = new URL(launch.json().url as string);
      const entered = await t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { host: url.host },
      });
      expect(entered.statusCode, slug).toBe(303);
      const cookie = String(entered.headers['set-cookie']).split(';')[0] as string;
      const opened = await t.app.inject({ method: 'GET', url: '/', headers: { host: url.host, cookie } });
      expect(opened.statusCode, slug).toBe(200);
      expect(opened.body).toContain('assets/app.js');
    }
  });
});
