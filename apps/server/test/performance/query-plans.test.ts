import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../app-builder';
import { registerUser } from '../factories';
import { startFakeGithub, type TFakeGithub } from '../fake-github';
import { paymentFixtures } from '../payment-fixtures';

/**
 * Two guards against slow queries as the catalogue grows, on a mid-size data set so CI stays fast:
 * the number of queries a call makes must not grow with the number of items it answers (no N+1),
 * and every query of the main calls must be able to use an index on the big tables (EXPLAIN with
 * sequential scans switched off still shows one where no index fits).
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let captured: { query: string; params: unknown[] }[] | null = null;

const BIG_TABLES = [
  'projects',
  'users',
  'ratings',
  'comments',
  'comment_replies',
  'favorites',
  'purchases',
  'sales',
  'ledger_entries',
  'payment_orders',
  'audit_log',
  'project_daily_stats',
  'custom_requests',
  'mail_outbox',
  'deletion_requests',
];

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    githubUrl: github.url,
    ownDatabase: true,
    onQuery: (query, params) => captured?.push({ query, params }),
  });
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

/** The queries one call makes. */
async function queriesOf(call: () => Promise<{ statusCode: number }>) {
  captured = [];
  const response = await call();
  const queries = captured;
  captured = null;
  expect(response.statusCode).toBeLessThan(400);
  return queries;
}

/** Copies a project `count` times with set-based SQL (unique slugs), published. */
async function cloneProject(templateId: string, count: number, developerId?: string) {
  const columns = (
    await fx.rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'projects' and column_name not in ('id', 'slug', 'developer_id') and is_generated = 'NEVER' order by ordinal_position`,
    )
  ).map((c) => `"${c.column_name}"`);
  const list = columns.join(', ');
  await t.deps.db.execute(
    sql.raw(
      `insert into projects (slug, developer_id, ${list})
       select 'copia-' || substr(md5(random()::text), 1, 10) || '-' || i, ${developerId ? `'${developerId}'::uuid` : 'p.developer_id'}, ${columns.map((c) => `p.${c}`).join(', ')}
       from projects p, generate_series(1, ${count}) i where p.id = '${templateId}'`,
    ),
  );
}

/** A query with its parameters written in, for EXPLAIN. */
function inline(query: string, params: unknown[]): string {
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
    if (typeof value === 'object') return `'${JSON.stringify(value).replaceAll("'", "''")}'`;
    return `'${String(value).replaceAll("'", "''")}'`;
  };
  return params.reduceRight<string>(
    (text, value, index) => text.replaceAll(`$${index + 1}`, literal(value)),
    query,
  );
}

/** The big tables a query reads with a sequential scan even when sequential scans are discouraged. */
async function seqScansOf(query: string, params: unknown[]) {
  const rows = await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return (
      (await tx.execute(sql.raw(`explain (format json) ${inline(query, params)}`))) as unknown as {
        rows: { 'QUERY PLAN': unknown }[];
      }
    ).rows;
  });
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(String(node['Relation Name'])))
      found.push(String(node['Relation Name']));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[];
  walk(parsed[0]?.Plan ?? {});
  return found;
}

describe('query counts do not grow with the items answered', () => {
  it('store list, app page, favourites, purchases, developer list, admin and dashboard lists', async () => {
    const dev = await fx.verifiedDeveloper();
    const admin = await fx.adminAuth();
    const projectId = await fx.publishedProject(dev, { price: 3 });
    const other = await fx.publishedProject(dev, { price: 0 });
    const slugOf = async (id: string) =>
      (await fx.call('GET', `/api/project/${id}`, admin)).json().slug as string;
    const fan = await registerUser(t);

    const _projectSlug = await slugOf(projectId);
    const otherSlug = await slugOf(other);
    const fewList = await queriesOf(() => fx.call('GET', '/api/project/simplified?page=0&size=2'));
    const fewDetail = await queriesOf(() => fx.call('GET', `/api/project/${otherSlug}`, fan.token));
    await fx.call('POST', '/api/user/favorites', fan.token, { idFavoriteProject: other });
    const fewFavorites = await queriesOf(() => fx.call('GET', '/api/user/favorites', fan.token));
    const fewDevList = await queriesOf(() =>
      fx.call('GET', `/api/project/developer/${dev.user.id}`, dev.token),
    );
    const fewAdminProjects = await queriesOf(() => fx.call('GET', '/api/admin/projects?size=2', admin));
    const fewAdminUsers = await queriesOf(() => fx.call('GET', '/api/admin/users?size=2', admin));
    const fewAnalytics = await queriesOf(() =>
      fx.call('GET', '/api/developer/me/analytics?days=30', dev.token),
    );
    const fewSales = await queriesOf(() => fx.call('GET', '/api/developer/me/sales', dev.token));
    const fewPurchased = await queriesOf(() => fx.call('GET', '/api/user/purchased', fan.token));
    // The ledger and the balances with one sale (with none, the balances have no one to name).
    await fx.buy((await registerUser(t)).token, projectId);
    const fewLedger = await queriesOf(() => fx.call('GET', '/api/developer/me/ledger', dev.token));
    const fewBalances = await queriesOf(() => fx.call('GET', '/api/admin/balances', admin));

    // Many more items: comments, favourites, projects, users, sales.
    await cloneProject(other, 40, dev.user.id);
    for (let i = 0; i < 12; i++)
      await fx.call('POST', `/api/project/${other}/comment`, fan.token, { comment: `Comentario ${i}` });
    const clones = await fx.rows<{ id: string }>(
      sql`select id from projects where slug like 'copia-%' limit 10`,
    );
    for (const { id } of clones)
      await fx.call('POST', '/api/user/favorites', fan.token, { idFavoriteProject: id });
    for (let i = 0; i < 5; i++) await registerUser(t);
    for (let i = 0; i < 3; i++) {
      const buyer = await registerUser(t);
      const orderId = (await fx.call('POST', '/api/payments/orders', buyer.token, { projectId })).json()
        .orderId;
      await fx.call('POST', `/api/payments/orders/${orderId}/capture`, buyer.token, {});
    }
    for (const { id } of clones.slice(0, 4)) {
      const paid = await fx.call('POST', `/api/project/purchase/${id}`, fan.token);
      expect(paid.statusCode).toBe(200);
    }

    const manyList = await queriesOf(() => fx.call('GET', '/api/project/simplified?page=0&size=24'));
    const manyDetail = await queriesOf(() => fx.call('GET', `/api/project/${otherSlug}`, fan.token));
    const manyFavorites = await queriesOf(() => fx.call('GET', '/api/user/favorites', fan.token));
    const manyDevList = await queriesOf(() =>
      fx.call('GET', `/api/project/developer/${dev.user.id}`, dev.token),
    );
    const manyAdminProjects = await queriesOf(() => fx.call('GET', '/api/admin/projects?size=40', admin));
    const manyAdminUsers = await queriesOf(() => fx.call('GET', '/api/admin/users?size=40', admin));
    const manyAnalytics = await queriesOf(() =>
      fx.call('GET', '/api/developer/me/analytics?days=30', dev.token),
    );
    const manySales = await queriesOf(() => fx.call('GET', '/api/developer/me/sales', dev.token));
    const manyPurchased = await queriesOf(() => fx.call('GET', '/api/user/purchased', fan.token));
    const manyLedger = await queriesOf(() => fx.call('GET', '/api/developer/me/ledger', dev.token));
    const manyBalances = await queriesOf(() => fx.call('GET', '/api/admin/balances', admin));

    expect(manyList.length).toBe(fewList.length);
    expect(manyDetail.length).toBe(fewDetail.length);
    expect(manyFavorites.length).toBe(fewFavorites.length);
    expect(manyDevList.length).toBe(fewDevList.length);
    expect(manyAdminProjects.length).toBe(fewAdminProjects.length);
    expect(manyAdminUsers.length).toBe(fewAdminUsers.length);
    expect(manyAnalytics.length).toBe(fewAnalytics.length);
    expect(manySales.length).toBe(fewSales.length);
    expect(manyPurchased.length).toBe(fewPurchased.length);
    expect(manyLedger.length).toBe(fewLedger.length);
    expect(manyBalances.length).toBe(fewBalances.length);
    // And each stays small.
    for (const queries of [
      manyList,
      manyDetail,
      manyFavorites,
      manyDevList,
      manyAdminProjects,
      manyAnalytics,
    ])
      expect(queries.length).toBeLessThanOrEqual(8);
  });
});

describe('every query of the main calls can use an index', () => {
  it('store list (first and deep page, category, free, search, every order), app page, favourites, dashboards', async () => {
    const dev = await fx.verifiedDeveloper();
    const admin = await fx.adminAuth();
    const projectId = await fx.publishedProject(dev, { price: 3 });
    await cloneProject(projectId, 200);
    await t.deps.db.execute(sql`analyze`);
    const fan = await registerUser(t);
    await fx.call('POST', '/api/user/favorites', fan.token, { idFavoriteProject: projectId });
    const slug = (await fx.call('GET', `/api/project/${projectId}`, admin)).json().slug as string;

    const calls: [string, () => Promise<{ statusCode: number }>][] = [
      ['store page 1', () => fx.call('GET', '/api/project/simplified?page=0&size=12')],
      ['store deep page', () => fx.call('GET', '/api/project/simplified?page=15&size=12')],
      ['store category', () => fx.call('GET', '/api/project/simplified?category=DESIGN_TEMPLATES')],
      ['store free', () => fx.call('GET', '/api/project/simplified?category=FREE')],
      ['store search', () => fx.call('GET', '/api/project/simplified?q=editor%20fotos')],
      ...(['popular', 'rating', 'price_asc', 'price_desc'] as const).flatMap(
        (sort): [string, () => Promise<{ statusCode: number }>][] => [
          [`store by ${sort}`, () => fx.call('GET', `/api/project/simplified?sort=${sort}`)],
          [
            `store by ${sort}, deep page`,
            () => fx.call('GET', `/api/project/simplified?sort=${sort}&page=15`),
          ],
          [`store search by ${sort}`, () => fx.call('GET', `/api/project/simplified?q=editor&sort=${sort}`)],
        ],
      ),
      ['categories', () => fx.call('GET', '/api/project/categories')],
      ['app page', () => fx.call('GET', `/api/project/${slug}`, fan.token)],
      ['favourites', () => fx.call('GET', '/api/user/favorites', fan.token)],
      ['purchases', () => fx.call('GET', '/api/user/purchased', fan.token)],
      ['developer apps', () => fx.call('GET', `/api/project/developer/${dev.user.id}`)],
      ['developer overview', () => fx.call('GET', '/api/developer/me/overview', dev.token)],
      ['developer analytics', () => fx.call('GET', '/api/developer/me/analytics?days=90', dev.token)],
      ['developer sales', () => fx.call('GET', '/api/developer/me/sales', dev.token)],
      ['admin pending payments', () => fx.call('GET', '/api/project-sale/pending-payments', admin)],
      ['developer ledger', () => fx.call('GET', '/api/developer/me/ledger', dev.token)],
      ['developer ledger csv', () => fx.call('GET', '/api/developer/me/ledger.csv', dev.token)],
      ['admin balances', () => fx.call('GET', '/api/admin/balances', admin)],
      ['admin developer ledger', () => fx.call('GET', `/api/admin/developers/${dev.user.id}/ledger`, admin)],
      ['admin projects in review', () => fx.call('GET', '/api/admin/projects?status=UNDER_REVIEW', admin)],
      ['admin projects search', () => fx.call('GET', '/api/admin/projects?q=editor', admin)],
      ['admin users search', () => fx.call('GET', '/api/admin/users?q=dev', admin)],
      ['admin developers', () => fx.call('GET', '/api/admin/users?role=developer', admin)],
      ['admin overview', () => fx.call('GET', '/api/admin/overview', admin)],
      ['admin sales report', () => fx.call('GET', '/api/admin/sales?from=2026-01-01&to=2026-12-31', admin)],
      ['admin payouts', () => fx.call('GET', '/api/admin/payouts', admin)],
      ['admin deletion requests', () => fx.call('GET', '/api/admin/deletion-requests', admin)],
      ['admin decisions', () => fx.call('GET', '/api/admin/decisions', admin)],
      ['admin requests', () => fx.call('GET', '/api/admin/custom-requests', admin)],
      ['sitemap index', () => fx.call('GET', '/sitemap.xml')],
      ['sitemap apps, first page', () => fx.call('GET', '/sitemap-apps.xml')],
      ['sitemap apps, later page', () => fx.call('GET', `/sitemap-apps.xml?after=${slug}`)],
      ['sitemap developers', () => fx.call('GET', `/sitemap-developers.xml?after=${dev.user.id}`)],
    ];
    const problems: string[] = [];
    for (const [name, call] of calls) {
      for (const { query, params } of await queriesOf(call)) {
        if (!/^\s*(select|with)\b/i.test(query)) continue;
        const scans = await seqScansOf(query, params);
        if (scans.length) problems.push(`${name}: seq scan on ${scans.join(', ')} in ${query.slice(0, 160)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

export type { SQL };
