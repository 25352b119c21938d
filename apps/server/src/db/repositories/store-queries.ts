import type { TStoreSort } from '@vitrina/shared/projects/project-limits';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { projects, storeCounts } from '../tables/catalogue';

// The SQL pieces the store's lists are made of: the card's columns, the search condition, the
// orders (spelled as their indexes are) and the filters.

export const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  shortDescription: projects.shortDescription,
  priceCents: projects.priceCents,
  payWhatYouWant: projects.payWhatYouWant,
  developerId: projects.developerId,
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

export type TOrderColumns = {
  id: SQLWrapper;
  publishedAt: SQLWrapper;
  salesCount: SQLWrapper;
  ratingRank: SQLWrapper;
  ratingCount: SQLWrapper;
  priceCents: SQLWrapper;
};

/** Newest first, as projects_store_idx is spelled. */
export function newestOrder(t: Pick<TOrderColumns, 'publishedAt' | 'id'>): SQL[] {
  return [sql`${t.publishedAt} desc nulls last`, sql`${t.id}`];
}

/** A search's order by relevance: the rank, then newest first. */
export function relevanceOrder(t: Pick<TOrderColumns, 'publishedAt' | 'id'> & { rank: SQLWrapper }): SQL[] {
  return [sql`${t.rank} desc`, ...newestOrder(t)];
}

/**
 * The ORDER BY of each store order, spelled as its index is (projects_store_*_idx), so a page is
 * read from the index; every order ends with the id, so pages never overlap. Relevance needs a rank,
 * so without one it is newest first.
 */
export function storeOrder(sort: TStoreSort, t: TOrderColumns): SQL[] {
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

export function storeConditions(filter: TStoreFilter): SQL | undefined {
  const conditions: SQL[] = [eq(projects.status, 'PUBLISHED')];
  if (filter.category) conditions.push(eq(projects.category, filter.category));
  if (filter.freeOnly) conditions.push(eq(projects.priceCents, 0));
  if (filter.searchWords?.length) conditions.push(searchMatchSql(filter.searchWords));
  return and(...conditions);
}

/** How many published apps the filter (category, free only) holds, from the trigger-kept counts. */
export function publishedCountQuery(db: TDb, filter: TStoreFilter) {
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

export async function publishedCount(db: TDb, filter: TStoreFilter): Promise<number> {
  const [row] = await publishedCountQuery(db, filter);
  return row?.value ?? 0;
}
