import { STORE_COUNT_CAP } from '@vitrina/shared/projects/project-limits';
import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TDb } from '../client';
import { projects } from '../tables/catalogue';
import {
  cardColumns,
  newestOrder,
  publishedCount,
  publishedCountQuery,
  relevanceOrder,
  storeConditions,
  type TStoreFilter,
} from './store-queries';

// A broad search by relevance: which way it finds its matches (the walk of the newest apps, or the
// search index), chosen from PostgreSQL's estimate and remembered for a while, and the walk itself.

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

/** The walk of the newest apps and the choice of a search's way, with the ways chosen lately. */
export function createSearchWalk(db: TDb, options: TStoreListingOptions = {}) {
  const walkWindow = options.walkWindow ?? SEARCH_WALK_WINDOW;

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
    const [published, estimated] = await Promise.all([publishedCount(db, filter), estimateMatches(where)]);
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
        published: sql<number>`(${publishedCountQuery(db, filter)})`.as('published'),
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

  return { walkedSearch };
}
