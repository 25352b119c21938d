import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  adminToken,
  bearer,
  createProject,
  registerDeveloper,
  registerUser,
  setProjectStatus,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { SEARCH_VERSION } from '../../db/repositories/project-columns';
import { projects } from '../../db/tables/catalogue';
import { reindexSearch } from './search-reindex';

let t: TTestApp;
let github: TFakeGithub;
/** A word only this file's projects contain, so a shared database does not disturb the figures. */
const marker = `zo${randomUUID().replaceAll('-', '').slice(0, 8)}9`;
const ids: Record<string, string> = {};

type TCard = { id: string; price: number; averageRating: number; totalRatings: number; name: string };
const list = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/project/simplified?${query}` })).json() as {
    projects: TCard[];
    totalElements: number;
  };
const idsOf = (page: { projects: TCard[] }) => page.projects.map((p) => p.id);

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const dev = await registerDeveloper(t, github);
  const admin = await adminToken(t);
  const base = {
    shortDescription: 'Una herramienta sencilla para el día a día.',
    description: `Una herramienta sencilla para el día a día, hecha para ${marker} y para nadie más.`,
    tags: ['utilidad', 'diaria'],
    keywords: ['sencilla', 'ligera', 'practica'],
    category: 'OTHER',
  };
  const publish = async (key: string, overrides: Record<string, unknown>) => {
    ids[key] = await createProject(t, github, dev, { ...base, ...overrides });
    await setProjectStatus(t, ids[key] as string, admin);
  };
  // Found by each field the store searches, each with its own word.
  await publish('byName', { name: `Rompecabezas ${marker}`, price: 3 });
  await publish('byTag', { name: `Cuadricula ${marker}`, tags: ['rompecabezas', 'diaria'], price: 0 });
  await publish('byKeyword', {
    name: `Tablero ${marker}`,
    keywords: ['sudoku', 'ligera', 'practica'],
    price: 0,
  });
  await publish('byDescription', {
    name: `Libreta ${marker}`,
    description: `Una libreta para apuntar ideas, con un modo rompecabezas escondido; ${marker}.`,
    price: 5,
  });
  await publish('byCategory', { name: `Dados ${marker}`, category: 'GAMES', price: 2 });
  // Ratings and sales for the other orders: byTag is rated by three people, byKeyword by one.
  const raters = await Promise.all([0, 1, 2].map(() => registerUser(t)));
  for (const [index, person] of raters.entries()) {
    const rate = (id: string, rating: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/project/${id}/rating`,
        headers: bearer(person.token),
        payload: { rating },
      });
    expect((await rate(ids.byTag as string, 4)).statusCode).toBe(200);
    if (index === 0) expect((await rate(ids.byKeyword as string, 5)).statusCode).toBe(200);
  }
  await t.deps.db
    .update(projects)
    .set({ salesCount: 7 })
    .where(eq(projects.id, ids.byDescription as string));
});

afterAll(async () => {
  await t?.close();
  await github?.close();
});

describe('the store search reads every field a developer fills in', () => {
  it('finds an app by its name, a tag, a keyword, its description and its category in both languages', async () => {
    expect(new Set(idsOf(await list(`q=rompecabezas ${marker}`)))).toEqual(
      new Set([ids.byName, ids.byTag, ids.byDescription]),
    );
    expect(idsOf(await list(`q=sudoku ${marker}`))).toEqual([ids.byKeyword]);
    expect(idsOf(await list(`q=juegos ${marker}`))).toEqual([ids.byCategory]);
    expect(idsOf(await list(`q=games ${marker}`))).toEqual([ids.byCategory]);
    expect(idsOf(await list(`q=juego ${marker}`))).toEqual([ids.byCategory]);
  });

  it('puts a match in the name first, then tags and keywords, then the description', async () => {
    expect(idsOf(await list(`q=rompecabezas ${marker}`))).toEqual([ids.byName, ids.byTag, ids.byDescription]);
  });

  it('keeps the other orders inside a search', async () => {
    const cheap = await list(`q=${marker}&sort=price_asc`);
    expect(cheap.projects.map((p) => p.price)).toEqual([0, 0, 2, 3, 5]);
    const dear = await list(`q=${marker}&sort=price_desc`);
    expect(dear.projects.map((p) => p.price)).toEqual([5, 3, 2, 0, 0]);
    expect(idsOf(await list(`q=${marker}&sort=popular`))[0]).toBe(ids.byDescription);
    // Three ratings of 4 beat a single 5: an average counts fully from three ratings on.
    expect(idsOf(await list(`q=${marker}&sort=rating`)).slice(0, 2)).toEqual([ids.byTag, ids.byKeyword]);
  });
});

describe('the store’s orders without a search', () => {
  async function allPages(query: string) {
    const cards: TCard[] = [];
    for (let page = 0; page < 20; page++) {
      const found = await list(`${query}&page=${page}&size=48`);
      cards.push(...found.projects);
      if (found.projects.length < 48) break;
    }
    return cards;
  }

  // On the PostgreSQL stage other test files publish apps into the same database while this one
  // pages through the whole store: an app published meanwhile below the current page shifts the
  // pages by one and an app shows twice. A paging fault repeats on every try; that one does not.
  it('orders the whole store by price either way, every app once', { retry: 2 }, async () => {
    const up = await allPages('sort=price_asc');
    const prices = up.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(up.map((card) => card.id)).size).toBe(up.length);
    const down = (await allPages('sort=price_desc')).map((card) => card.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('puts apps with enough ratings first when ordered by rating', async () => {
    const rated = await allPages('sort=rating');
    const position = (id: string | undefined) => rated.findIndex((card) => card.id === id);
    expect(position(ids.byTag)).toBeLessThan(position(ids.byKeyword));
    const counts = rated.map((card) => (card.totalRatings >= 3 ? 1 : 0));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('refuses an order it does not know', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/project/simplified?sort=cheapest' });
    expect(response.statusCode).toBe(400);
  });
});

describe('a change of what is searched reaches apps written before it', () => {
  it('rebuilds the vectors of older apps, after which they are found by the new fields', async () => {
    const id = ids.byKeyword as string;
    // As an app written under the previous rule: only its name and summary were indexed.
    await t.deps.db
      .update(projects)
      .set({
        searchVector: sql`setweight(to_tsvector('simple', ${`tablero ${marker}`}), 'A')`,
        searchVersion: SEARCH_VERSION - 1,
      })
      .where(eq(projects.id, id));
    expect(idsOf(await list(`q=sudoku ${marker}`))).toEqual([]);
    expect(await reindexSearch(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(idsOf(await list(`q=sudoku ${marker}`))).toEqual([id]);
    expect(await reindexSearch(t.deps.db)).toBe(0);
  });
});
