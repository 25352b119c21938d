import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { seedDemoData } from '../../demo/demo-data';

/** The store's totals come from trigger-kept counts; they must always equal a real count. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  await seedDemoData(t.deps.db);
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

async function expectCountsTrue() {
  const truth = await rows<{ category: string; free: boolean; n: string }>(
    sql`select category, price_cents = 0 as free, count(*) as n from projects where status = 'PUBLISHED' group by 1, 2`,
  );
  const kept = await rows<{ category: string; free: boolean; published: number }>(
    sql`select category, free, published from store_counts where published <> 0`,
  );
  const key = (r: { category: string; free: boolean }) => `${r.category}/${r.free}`;
  expect(new Map(kept.map((r) => [key(r), Number(r.published)]))).toEqual(
    new Map(truth.map((r) => [key(r), Number(r.n)])),
  );
  const all = (await t.app.inject({ method: 'GET', url: '/api/project/simplified?size=1' })).json();
  expect(all.totalElements).toBe(truth.reduce((n, r) => n + Number(r.n), 0));
  const free = (
    await t.app.inject({ method: 'GET', url: '/api/project/simplified?size=1&category=FREE' })
  ).json();
  expect(free.totalElements).toBe(truth.filter((r) => r.free).reduce((n, r) => n + Number(r.n), 0));
}

describe('store counts', () => {
  it('follow publishing, suspending, category and price changes, inserts and deletes', async () => {
    await expectCountsTrue();
    const [first, second, third] = await rows<{ id: string }>(
      sql`select id from projects where status = 'PUBLISHED' order by slug limit 3`,
    );
    await t.deps.db.execute(sql`update projects set status = 'SUSPENDED' where id = ${first?.id}`);
    await expectCountsTrue();
    await t.deps.db.execute(
      sql`update projects set category = 'GAMES', price_cents = 0 where id = ${second?.id}`,
    );
    await expectCountsTrue();
    await t.deps.db.execute(sql`update projects set price_cents = 1999 where id = ${second?.id}`);
    await t.deps.db.execute(sql`update projects set status = 'PUBLISHED' where status = 'UNDER_REVIEW'`);
    await expectCountsTrue();
    await t.deps.db.execute(
      sql`delete from projects where id = ${third?.id} and not exists (select 1 from purchases where project_id = ${third?.id})`,
    );
    await expectCountsTrue();
  });
});
