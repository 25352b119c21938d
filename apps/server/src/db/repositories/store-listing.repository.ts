import { STORE_COUNT_CAP, type TStoreSort } from '@vitrina/shared/projects/project-limits';
import { and, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TDb } from '../client';
import { projects, storeCounts } from '../tables/catalogue';

const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  shortDescription: projects.shortDescription,
  priceCents: projects.priceCents,
  mainImage: projects.mainImage,
  category: projects.category,
  ratingCount: projects.ratingCount,
  ratingSum: projects.ratingSum,
};
export type TProjectCardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };

/** A word mixing letters and digits: the only kind the parser may split in two ("12e3x"). */
const MAY_SPLIT = /[a-z][0-9]|[0-9][a-z]/;

/**
 * Projects matching every query word from `toTsQueryWords`: each the start of a word of the project
 * (one of its alternatives is). `search_prefixes` holds every start of every word of the project, so
 * there a word is looked up exactly, from the index: the same projects as a prefix match on
 * `search_vector`, at a fraction of the cost, and one condition per word lets the index skip through
 * the words' lists together. A word the parser splits becomes a phrase ('12e3' <-> 'x'), which
 * prefixes without positions cannot check: `search_prefix_query` relaxes it to AND, and the stored
 * vector then checks the phrase.
 */
export function searchMatchSql(words: string[]): SQL {
  const split = words.filter((word) => MAY_SPLIT.test(word));
  return and(
    ...words.map((word) =>
      MAY_SPLIT.test(word)
        ? sql`${projects.searchPrefixes} @@ search_prefix_query(to_tsquery('simple', ${word}))`
        : sql`${projects.searchPrefixes} @@ to_tsquery('simple', ${word.replaceAll(':*', '')})`,
    ),
    split.length ? sql`${projects.searchVector} @@ to_tsquery('simple', ${split.join(' & ')})` : undefined,
  ) as SQL;
}

export type TStoreFilter = { searchWords?: string[]; category?: string; freeOnly?: boolean };

/** One page of the store: its cards, the count and whether the count stopped at the cap. */
export type TStorePage = { rows: TProjectCardRow[]; total: number; capped: boolean; hasNext: boolean };

type TOrderColumns = {
  id: SQLWrapper;
  publishedAt: SQLWrapper;
  salesCount: SQLWrapper;
  ratingRank: SQLWrapper;
  ratingCount: SQLWrapper;
  priceCents: SQLWrapper;
};

/** Newest first, as projects_store_idx is spelled. */
function newestOrder(t: Pick<TOrderColumns, 'publishedAt' | 'id'>): SQL[] {
  return [sql`${t.publishedAt} desc nulls last`, sql`${t.id}`];
}

/** A search's order by relevance: the rank, then newest first. */
function relevanceOrder(t: Pick<TOrderColumns, 'publishedAt' | 'id'> & { rank: SQLWrapper }): SQL[] {
  return [sql`${t.rank} desc`, ...newestOrder(t)];
}

/**
 * The ORDER BY of each store order, spelled as its index is (projects_store_*_idx), so a page is
 * read from the index; every order ends with the id, so pages never overlap. Relevance needs a rank,
 * so without one it is newest first.
 */
function storeOrder(sort: TStoreSort, t: TOrderColumns): SQL[] {
  switch (sort) {
    case 'popular':
      return [sql`${t.salesCount} desc nulls last`, ...newestOrder(t)];
    case 'rating':
      return [sql`${t.ratingRank} desc nulls last`, sql`${t.ratingCount} desc nulls last`, sql`${t.id}`];
    case 'price_asc':
      return [sql`${t.priceCents}`, sql`${t.id}`];
    case 'price_desc':
      return [sql`${t.priceCents} desc`, sql`${t.id} desc`];
    default:
      return newestOrder(t);
  }
}

function storeConditions(filter: TStoreFilter): SQL | undefined {
  const conditions: SQL[] = [eq(projects.status, 'PUBLISHED')];
  if (filter.category) conditions.push(eq(projects.category, filter.category));
  if (filter.freeOnly) conditions.push(eq(projects.priceCents, 0));
  if (filter.searchWords?.length) conditions.push(searchMatchSql(filter.searchWords));
  return and(...conditions);
}

/**
 * How many of the newest apps a search by relevance may walk at most (the walk: see walkNewest).
 * About 25 ms of reading at most, where an unlucky estimate sends a search there in vain.
 */
export const SEARCH_WALK_WINDOW = 25_000;
/** How long a search's chosen way is kept (see searchWay). */
const SEARCH_WAY_TTL_MS = 60_000;
/**
 * What a row costs the search index's way (read from the table where the index says, its rank
 * computed, and read again by the count) against a row the walk tests and passes by: measured at
 * 100,000 apps, about three to one.
 */
const INDEX_ROW_COST = 3;

/**
 * Which way a search by relevance finds its candidates, from the store's size (in the filter) and
 * PostgreSQL's estimate of the matches: walking the newest apps until `STORE_COUNT_CAP + 1` matches
 * are found (a broad search: about `published / estimated` rows per match), or reading every match
 * from the search index (a narrow one).
 */
export function chooseSearchWay(published: number, estimated: number): 'walk' | 'index' {
  const walked = Math.min(published, ((STORE_COUNT_CAP + 1) * published) / Math.max(estimated, 1));
  return walked <= SEARCH_WALK_WINDOW && walked < estimated * INDEX_ROW_COST ? 'walk' : 'index';
}

export type TStoreListingOptions = {
  /** Which way every search by relevance takes, instead of choosing (tests compare the two). */
  searchWay?: 'walk' | 'index';
  /** How many apps the walk may read (SEARCH_WALK_WINDOW; tests use a small one). */
  walkWindow?: number;
};

/**
 * The store's lists. A search's count is capped (`STORE_COUNT_CAP`); the plain list, a category and
 * the free apps are counted exactly from the trigger-kept `store_counts`.
 */
export function createStoreListing(db: TDb, options: TStoreListingOptions = {}) {
  const walkWindow = options.walkWindow ?? SEARCH_WALK_WINDOW;
  /**
   * The search's cards at positions [offset, offset + limit) (the capped count is a query of its own,
   * run beside it: countMatches).
   *
   * Relevance (the default of a search) ranks only the newest `STORE_COUNT_CAP` matches: ranking
   * means reading every candidate's search vector, so a search matching tens of thousands of apps
   * would otherwise read them all for one page. With at most that many matches (the count is then
   * exact) every match is ranked, as before; beyond it, the matches past the ranked ones follow
   * newest first. Product consequence: for a broad search an older app whose name matches can sit
   * after the first 1,000 results; a more specific search brings it back among the ranked ones.
   */
  async function searchPage(
    where: SQL | undefined,
    query: string,
    sort: TStoreSort,
    offset: number,
    limit: number,
  ) {
    if (sort !== 'relevance') {
      // A plain order: PostgreSQL either walks the order's index testing each row (a broad search
      // finds a page's worth of matches quickly) or reads the matches from the search index and
      // sorts them (a narrow one), whichever its statistics say reads fewer rows.
      const rows = await db
        .select(cardColumns)
        .from(projects)
        .where(where)
        .orderBy(...storeOrder(sort, projects))
        .limit(limit)
        .offset(offset);
      return rows;
    }
    const ranked: TProjectCardRow[] = [];
    if (offset < STORE_COUNT_CAP) {
      const candidates = db
        .select({
          ...cardColumns,
          publishedAt: projects.publishedAt,
          // Name words weigh most, then tags and keywords, then the summary, then the description.
          rank: sql<number>`ts_rank(${projects.searchVector}, to_tsquery('simple', ${query}))`.as('rank'),
        })
        .from(projects)
        .where(where)
        .orderBy(...newestOrder(projects))
        .limit(STORE_COUNT_CAP)
        .as('candidates');
      const found = await db
        .select(candidates._.selectedFields)
        .from(candidates)
        .orderBy(...relevanceOrder(candidates))
        .limit(Math.min(limit, STORE_COUNT_CAP - offset))
        .offset(offset);
      for (const { publishedAt: _, rank: __, ...card } of found) ranked.push(card);
    }
    const past = offset + limit - Math.max(offset, STORE_COUNT_CAP);
    if (past > 0 && (offset >= STORE_COUNT_CAP || ranked.length === STORE_COUNT_CAP - offset)) {
      // Past the ranked matches: the older ones, newest first, read through the newest-first index.
      const older = await db
        .select(cardColumns)
        .from(projects)
        .where(where)
        .orderBy(...newestOrder(projects))
        .limit(past)
        .offset(Math.max(offset, STORE_COUNT_CAP));
      ranked.push(...older);
    }
    return ranked;
  }

  /**
   * How many projects match, counting no further than one past the cap: the count stops reading
   * matches there, so a search matching most of the catalogue costs what one matching 1,001 does.
   * The matches are read through the search index (a bitmap of the matching rows, read in table
   * order): left to itself the planner would rather scan the table or an order index and test each
   * row's word prefixes, which it takes to be cheap but which reads each row's large prefix column
   * (about ten times slower for a word in tens of thousands of apps). The settings last until
   * this transaction ends and touch only this count.
   */
  async function countMatches(where: SQL | undefined): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      const [row] = await tx.select({ value: count() }).from(
        tx
          .select({ one: sql`1` })
          .from(projects)
          .where(where)
          .limit(STORE_COUNT_CAP + 1)
          .as('counted'),
      );
      return row?.value ?? 0;
    });
  }

  /** How many published apps the filter (category, free only) holds, from the trigger-kept counts. */
  function publishedCountQuery(filter: TStoreFilter) {
    return db
      .select({ value: sql<number>`coalesce(sum(${storeCounts.published}), 0)`.mapWith(Number) })
      .from(storeCounts)
      .where(
        and(
          filter.category ? eq(storeCounts.category, filter.category) : undefined,
          filter.freeOnly ? eq(storeCounts.free, true) : undefined,
        ),
      );
  }
  async function publishedCount(filter: TStoreFilter): Promise<number> {
    const [row] = await publishedCountQuery(filter);
    return row?.value ?? 0;
  }

  /** PostgreSQL's estimate of the rows matching `where` (from its statistics; nothing is read). */
  async function estimateMatches(where: SQL | undefined): Promise<number> {
    const result = (await db.execute(
      sql`explain (format json) select 1 from ${projects} where ${where}`,
    )) as unknown as {
      rows: Record<string, unknown>[];
    };
    const cell = Object.values(result.rows[0] ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
    return plan[0].Plan['Plan Rows'];
  }

  /**
   * Which way each search took lately: statistics and the store's size change slowly, and asking
   * again costs two queries more on every search. The way only decides the cost of an answer,
   * never the answer.
   */
  const searchWays = new LRUCache<string, 'walk' | 'index'>({ max: 1_000, ttl: SEARCH_WAY_TTL_MS });
  async function searchWay(filter: TStoreFilter, where: SQL | undefined) {
    if (options.searchWay) return options.searchWay;
    const key = JSON.stringify([filter.searchWords, filter.category ?? '', filter.freeOnly === true]);
    const known = searchWays.get(key);
    if (known) return known;
    const [published, estimated] = await Promise.all([publishedCount(filter), estimateMatches(where)]);
    const way = chooseSearchWay(published, estimated);
    searchWays.set(key, way);
    return way;
  }

  /**
   * A search by relevance for a broad query: the newest apps of the filter are walked in the
   * newest-first order's index, each tested against its search vector (a few hundred bytes kept in
   * the row: no look-up of the large prefix column), until `STORE_COUNT_CAP + 1` matches are found.
   * Those say the count ("more than 1,000") and the newest `STORE_COUNT_CAP` of them are ranked, in
   * the same query. The walk stops after `SEARCH_WALK_WINDOW` apps: undefined when it found fewer
   * matches there and older apps remain (the search index's way then answers), or when the page
   * lies past the ranked matches.
   */
  async function walkNewest(filter: TStoreFilter, query: string, offset: number, limit: number) {
    if (offset + limit > STORE_COUNT_CAP) return undefined;
    const tsQuery = sql`to_tsquery('simple', ${query})`;
    const newestApps = db
      .select({ ...cardColumns, publishedAt: projects.publishedAt, searchVector: projects.searchVector })
      .from(projects)
      .where(storeConditions({ category: filter.category, freeOnly: filter.freeOnly }))
      .orderBy(...newestOrder(projects))
      .limit(walkWindow)
      .as('newest_apps');
    const hits = db
      .select(newestApps._.selectedFields)
      .from(newestApps)
      .where(sql`${newestApps.searchVector} @@ ${tsQuery}`)
      .orderBy(...newestOrder(newestApps))
      .limit(STORE_COUNT_CAP + 1)
      .as('hits');
    const { searchVector: _, ...hitColumns } = hits._.selectedFields;
    const ranked = db
      .select({
        ...hitColumns,
        // Name words weigh most, then tags and keywords, then the summary, then the description.
        rank: sql<number>`ts_rank(${hits.searchVector}, ${tsQuery})`.as('rank'),
        position:
          sql<number>`row_number() over (order by ${hits.publishedAt} desc nulls last, ${hits.id})`.as(
            'position',
          ),
        matched: sql<number>`count(*) over ()`.as('matched'),
        // Whether the walk saw every app of the filter, in the same snapshot as the walk.
        published: sql<number>`(${publishedCountQuery(filter)})`.as('published'),
      })
      .from(hits)
      .as('ranked');
    const found = await db
      .select(ranked._.selectedFields)
      .from(ranked)
      .where(sql`${ranked.position} <= ${STORE_COUNT_CAP}`)
      .orderBy(...relevanceOrder(ranked))
      .limit(limit)
      .offset(offset);
    const first = found[0];
    // No row: the page lies past the matches, which then say nothing of their count.
    if (!first) return undefined;
    const matched = Number(first.matched);
    if (matched <= STORE_COUNT_CAP && Number(first.published) > walkWindow) return undefined;
    const rows = found.map(
      ({ publishedAt: _p, rank: _k, position: _n, matched: _m, published: _s, ...card }) => card,
    );
    return { rows, counted: matched };
  }

  /**
   * A search by relevance the walk answers (see walkNewest), when PostgreSQL's statistics say it is
   * the cheaper way; undefined when the search index's way is to answer.
   */
  async function walkedSearch(
    filter: TStoreFilter,
    where: SQL | undefined,
    query: string,
    offset: number,
    limit: number,
  ) {
    return (await searchWay(filter, where)) === 'walk' ? walkNewest(filter, query, offset, limit) : undefined;
  }

  return {
    /** One page of the public store in the chosen order, with the total for the page figures. */
    async listStore(filter: TStoreFilter, page: number, size: number, sort: TStoreSort): Promise<TStorePage> {
      const where = storeConditions(filter);
      if (filter.searchWords?.length) {
        const query = filter.searchWords.join(' & ');
        // One row more than the page says whether another page follows, whatever the count says.
        const walked =
          sort === 'relevance' ? await walkedSearch(filter, where, query, page * size, size + 1) : undefined;
        const [found, counted] = walked
          ? [walked.rows, walked.counted]
          : await Promise.all([searchPage(where, query, sort, page * size, size + 1), countMatches(where)]);
        const rows = found.slice(0, size);
        return {
          rows,
          total: Math.min(counted, STORE_COUNT_CAP),
          capped: counted > STORE_COUNT_CAP,
          hasNext: found.length > size,
        };
      }
      const order = storeOrder(sort, projects);
      const [rows, value] = await Promise.all([
        // The page's ids first, from the order's index alone; then only those rows are read. A
        // deep page skips index entries instead of whole rows.
        db
          .select(cardColumns)
          .from(projects)
          .where(
            inArray(
              projects.id,
              db
                .select({ id: projects.id })
                .from(projects)
                .where(where)
                .orderBy(...order)
                .limit(size)
                .offset(page * size),
            ),
          )
          .orderBy(...order),
        // The total comes from the trigger-kept counts (a few rows), not a count of the catalogue.
        publishedCount(filter),
      ]);
      return { rows, total: value, capped: false, hasNext: (page + 1) * size < value };
    },
  };
}
