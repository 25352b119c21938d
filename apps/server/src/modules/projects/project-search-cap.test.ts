import { randomUUID } from 'node:crypto';
import { STORE_COUNT_CAP } from '@vitrina/shared/projects/project-limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { adminToken, createProject, registerDeveloper, setProjectStatus } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

let t: TTestApp;
let github: TFakeGithub;
/** Words only this file's projects contain, so a shared database does not disturb the figures. */
const marker = `zc${randomUUID().replaceAll('-', '').slice(0, 8)}7`;
const few = `zf${randomUUID().replaceAll('-', '').slice(0, 8)}7`;
let templateId: string;
let oldestByName: string;

type TPage = {
  projects: { id: string; name: string; price: number }[];
  currentPage: number;
  totalPages: number;
  totalElements: number;
  totalCapped: boolean;
  hasNext: boolean;
};
const list = async (query: string): Promise<TPage> =>
  (await t.app.inject({ method: 'GET', url: `/api/project/simplified?${query}` })).json();

/** Copies the template `count` times with set-based SQL (unique slugs), published a day later. */
async function cloneTemplate(count: number) {
  const columns = (
    (await t.deps.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'projects' and column_name not in ('id', 'slug', 'published_at') and is_generated = 'NEVER' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] }
  ).rows.map((c) => `"${c.column_name}"`);
  await t.deps.db.execute(
    sql.raw(
      `insert into projects (slug, published_at, ${columns.join(', ')})
       select 'cap-' || substr(md5(random()::text), 1, 10) || '-' || i, p.published_at + interval '1 day', ${columns.map((c) => `p.${c}`).join(', ')}
       from projects p, generate_series(1, ${count}) i where p.id = '${templateId}'`,
    ),
  );
}

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const dev = await registerDeveloper(t, github);
  const admin = await adminToken(t);
  // The oldest match, with the marker in its name: ranked first while every match is ranked.
  oldestByName = await createProject(t, github, dev, { name: `Lista ${marker}`, price: 0 });
  await setProjectStatus(t, oldestByName, admin);
  templateId = await createProject(t, github, dev, {
    name: 'Plantilla de tareas',
    shortDescription: `Una herramienta sencilla ${marker}.`,
    price: 2,
  });
  await setProjectStatus(t, templateId, admin);
  for (let i = 0; i < 3; i++) {
    const id = await createProject(t, github, dev, { name: `Pocas ${few} ${i}` });
    await setProjectStatus(t, id, admin);
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await github.close();
});

describe('GET /api/project/simplified: a search counts up to 1,000 matches', () => {
  it('counts fewer matches exactly', async () => {
    expect(await list(`q=${few}&size=2`)).toMatchObject({
      totalElements: 3,
      totalCapped: false,
      totalPages: 2,
      hasNext: true,
    });
    expect(await list(`q=${few}&size=2&page=1`)).toMatchObject({ totalCapped: false, hasNext: false });
  });

  it('counts exactly 1,000 matches exactly, 1,001 as capped, and pages on past the cap', async () => {
    await cloneTemplate(STORE_COUNT_CAP - 2);
    const exact = await list(`q=${marker}&size=48`);
    expect(exact).toMatchObject({ totalElements: 1000, totalCapped: false, totalPages: 21, hasNext: true });
    // Every match is ranked: the one with the word in its name comes first, though it is the oldest.
    expect(exact.projects[0]?.id).toBe(oldestByName);

    await cloneTemplate(1);
    const capped = await list(`q=${marker}&size=48`);
    expect(capped).toMatchObject({ totalElements: 1000, totalCapped: true, hasNext: true });

    await cloneTemplate(99);
    const seen = new Set<string>();
    for (let page = 0; ; page++) {
      const body = await list(`q=${marker}&size=48&page=${page}`);
      expect(body).toMatchObject({ currentPage: page, totalElements: 1000, totalCapped: true });
      expect(body.totalPages).toBeGreaterThanOrEqual(page + (body.hasNext ? 2 : 1));
      for (const project of body.projects) seen.add(project.id);
      if (!body.hasNext) {
        expect(body.projects).toHaveLength(1100 - page * 48);
        break;
      }
      expect(body.projects).toHaveLength(48);
    }
    expect(seen.size).toBe(1100);
    // Beyond the last page: nothing, with the capped count still said.
    expect(await list(`q=${marker}&size=48&page=30`)).toMatchObject({
      projects: [],
      totalElements: 1000,
      totalCapped: true,
      hasNext: false,
    });
  });

  it('pages past the cap in a plain order too', async () => {
    const last = await list(`q=${marker}&size=48&page=22&sort=price_desc`);
    expect(last).toMatchObject({ totalCapped: true, hasNext: false });
    expect(last.projects).toHaveLength(1100 - 22 * 48);
    // Prices descending: the 1,099 paid copies first, the free original last.
    expect(last.projects.at(-1)?.id).toBe(oldestByName);
  });

  it('keeps the plain list and a category exact, never capped', async () => {
    const all = await list('size=1');
    expect(all.totalCapped).toBe(false);
    expect(all.totalElements).toBeGreaterThan(1000);
    expect(all.totalPages).toBe(all.totalElements);
  });
});
