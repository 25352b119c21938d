import { STORE_COUNT_CAP, type TStoreSort } from '@vitrina/shared/projects/project-limits';
import { count, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { projects } from '../tables/catalogue';
import {
  cardColumns,
  newestOrder,
  publishedCount,
  relevanceOrder,
  storeConditions,
  storeOrder,
  type TProjectCardRow,
  type TStoreFilter,
} from './store-queries';
import { createSearchWalk, type TStoreListingOptions } from './store-search-walk';

export { searchMatchSql, type TProjectCardRow, type TStoreFilter } from './store-queries';

/** One page of the store: its cards, the count and whether the count stopped at the cap. */
export type TStorePage = { rows: TProjectCardRow[]; total: number; capped: boolean; hasNext: boolean };

/**
 * The store's lists. A search's count is capped (`STORE_COUNT_CAP`); the plain list, a category and
 * the free apps are counted exactly from the trigger-kept `store_counts`.
 */
export function createStoreListing(db: TDb, options: TStoreListingOptions = {}) {
  const { walkedSearch } = createSearchWalk(db, options);
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
        publishedCount(db, filter),
      ]);
      return { rows, total: value, capped: false, hasNext: (page + 1) * size < value };
    },
  };
}
