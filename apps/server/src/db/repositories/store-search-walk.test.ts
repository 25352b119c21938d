import { randomUUID } from 'node:crypto';
import type { TStoreSort } from '@vitrina/shared/projects/project-limits';
import { STORE_COUNT_CAP } from '@vitrina/shared/projects/project-limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { adminToken, createProject, registerDeveloper, setProjectStatus } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { toTsQueryWords } from './project-columns';
import { createStoreListing, type TStoreFilter } from './store-listing.repository';
import { chooseSearchWay, SEARCH_WALK_WINDOW, type TStoreListingOptions } from './store-search-walk';

let t: TTestApp;
let github: TFakeGithub;
/** Words only this file's projects contain, so a shared database does not disturb the answers. */
const broad = `zw${randomUUID().replaceAll('-', '').slice(0, 8)}5`;
const strong = `zs${randomUUID().replaceAll('-', '').slice(0, 8)}5`;
const few = `zn${randomUUID().replaceAll('-', '').slice(0, 8)}5`;
const CLONES = STORE_COUNT_CAP + 150;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const dev = await registerDeveloper(t, github);
  const admin = await adminToken(t);
  const templateId = await createProject(t, github, dev, {
    name: 'Plantilla de juegos',
    shortDescription: `Un juego sencillo ${broad}.`,
    category: 'GAMES',
    price: 2,
  });
  await setProjectStatus(t, templateId, admin);
  for (let i = 0; i < 3; i++) {
    const id = await createProject(t, github, dev, {
      name: `Pocas ${few} ${i}`,
      shortDescription: `Nada más que una prueba ${broad}.`,
    });
    await setProjectStatus(t, id, admin);
  }
  // Copies published a minute apart; one in nine carries the word in its name (weighed most) with a
  // second word, one in seven is free and one in five is of another category: matches that rank
  // apart and filters that cut them.
  const columns = (
    (await t.deps.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'projects' and column_name not in ('id', 'slug', 'published_at', 'search_vector', 'price_cents', 'original_price_cents', 'category') and is_generated = 'NEVER' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] }
  ).rows.map((c) => `"${c.column_name}"`);
  await t.deps.db.execute(
    sql.raw(
      `insert into projects (slug, published_at, search_vector, price_cents, original_price_cents, category, ${columns.join(', ')})
       select 'walk-' || substr(md5(random()::text), 1, 10) || '-' || i, p.published_at + i * interval '1 minute',
         case when i % 9 = 0 then setweight(to_tsvector('simple', '${broad} ${strong}'), 'A') || p.search_vector else p.search_vector end,
         case when i % 7 = 0 then 0 else p.price_cents end, case when i % 7 = 0 then 0 else p.original_price_cents end,
         case when i % 5 = 0 then 'EDUCATION' else p.category end, ${columns.map((c) => `p.${c}`).join(', ')}
       from projects p, generate_series(1, ${CLONES}) i where p.id = '${templateId}'`,
    ),
  );
  // Statistics as a running database keeps them (the estimate that chooses the way reads them).
  await t.deps.db.execute(sql`analyze projects`);
}, 120_000);
afterAll(async () => {
  await t.close();
  await github.close();
});

const pageOf = (options: TStoreListingOptions, filter: TStoreFilter, page: number, size: number) =>
  createStoreListing(t.deps.db, options).listStore(filter, page, size, 'relevance' as TStoreSort);

describe('a search by relevance answers the same whichever way it finds its matches', () => {
  const searches: [string, TStoreFilter][] = [
    ['a word in more than 1,000 apps', { searchWords: toTsQueryWords(broad) }],
    ['two words', { searchWords: toTsQueryWords(`${broad} ${strong}`) }],
    ['a word in three apps', { searchWords: toTsQueryWords(few) }],
    ['a broad word in a category', { searchWords: toTsQueryWords(broad), category: 'EDUCATION' }],
    ['a broad word among free apps', { searchWords: toTsQueryWords(broad), freeOnly: true }],
  ];
  it.each(searches)('%s: the walk through the newest apps and the search index agree', async (_, filter) => {
    for (const [page, size] of [
      [0, 12],
      [1, 12],
      [20, 48],
      [0, 48],
    ] as const) {
      const walked = await pageOf({ searchWay: 'walk' }, filter, page, size);
      const indexed = await pageOf({ searchWay: 'index' }, filter, page, size);
      expect(walked, `page ${page} of ${size}`).toEqual(indexed);
    }
  });

  it('ranks by the words before the newest: the apps with the word in their name first', async () => {
    const first = await pageOf({ searchWay: 'walk' }, { searchWords: toTsQueryWords(broad) }, 0, 12);
    expect(first).toMatchObject({ total: STORE_COUNT_CAP, capped: true, hasNext: true });
    const strongIds = (
      (await t.deps.db.execute(
        sql`select id from projects where search_vector @@ to_tsquery('simple', ${`${strong}:*`})`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => row.id);
    expect(first.rows.every((row) => strongIds.includes(row.id))).toBe(true);
  });

  it('counts exactly when the walk saw every app, and hands over when it could not', async () => {
    const exact = await pageOf({ searchWay: 'walk' }, { searchWords: toTsQueryWords(few) }, 0, 2);
    expect(exact).toMatchObject({ total: 3, capped: false, hasNext: true });
    // A window too small to hold 1,001 matches in a store larger than it: the search index answers.
    const handed = await pageOf(
      { searchWay: 'walk', walkWindow: 50 },
      { searchWords: toTsQueryWords(few) },
      0,
      2,
    );
    expect(handed).toEqual(exact);
    const broadHanded = await pageOf(
      { searchWay: 'walk', walkWindow: 50 },
      { searchWords: toTsQueryWords(broad) },
      3,
      12,
    );
    expect(broadHanded).toEqual(
      await pageOf({ searchWay: 'index' }, { searchWords: toTsQueryWords(broad) }, 3, 12),
    );
  });

  it('pages past the ranked matches and past the last match the same way too', async () => {
    const filter = { searchWords: toTsQueryWords(broad) };
    for (const page of [20, 21, 23, 40]) {
      expect(await pageOf({ searchWay: 'walk' }, filter, page, 50)).toEqual(
        await pageOf({ searchWay: 'index' }, filter, page, 50),
      );
    }
  });

  it('the store chooses by itself and answers the same', async () => {
    const filter = { searchWords: toTsQueryWords(broad) };
    expect(await pageOf({}, filter, 0, 12)).toEqual(await pageOf({ searchWay: 'index' }, filter, 0, 12));
  });
});

describe('chooseSearchWay', () => {
  it('walks a broad search in a large store and reads a narrow one from the search index', () => {
    // "juego" at 100,000 apps: about one in six matches, found in about 6,000 apps.
    expect(chooseSearchWay(95_000, 16_000)).toBe('walk');
    // A rare word: reading its few matches beats walking thousands of apps.
    expect(chooseSearchWay(95_000, 40)).toBe('index');
    expect(chooseSearchWay(95_000, 2_000)).toBe('index');
    // A small store: few matches are cheaper read from the index than walking the store.
    expect(chooseSearchWay(975, 160)).toBe('index');
    expect(chooseSearchWay(975, 600)).toBe('walk');
    // Never a walk longer than the window.
    expect(chooseSearchWay(10_000_000, 100_000)).toBe('index');
    expect(chooseSearchWay(SEARCH_WALK_WINDOW * 4, SEARCH_WALK_WINDOW)).toBe('walk');
  });
});
