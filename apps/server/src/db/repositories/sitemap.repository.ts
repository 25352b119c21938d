import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { projects, users } from '../schema';

/** One address of a sitemap page: the key it is found by, and when its content last changed. */
export type TSitemapEntry = { key: string; lastmod: Date | null };

/**
 * One page of a sitemap list, as the index names it: the key the page starts after (none for the
 * first) and the latest change among its entries.
 */
export type TSitemapPage = { after: string | null; lastmod: Date | null };

const published = eq(projects.status, 'PUBLISHED');
/** When an app's page last changed: its last edit, or its publication when that is later. */
const appLastmod = sql`greatest(${projects.updatedAt}, ${projects.publishedAt})`;
/** A developer's page lists only a developer account's apps (any other account has none). */
const developerAccount = and(eq(users.id, projects.developerId), eq(users.role, 'developer'));

/** A page's first key is the last key of the page before it. */
function pagesFrom(rows: { last: string; lastmod: Date | null }[]): TSitemapPage[] {
  return rows.map((row, index) => ({
    after: index === 0 ? null : (rows[index - 1]?.last ?? null),
    lastmod: row.lastmod,
  }));
}

/**
 * The reads of the sitemap. The pages are read by keyset (the entries after a key, in key order,
 * from an index: the slug's for apps, the developer's for developers), so any page costs what the
 * first does; only the index walks every entry once, to find where each page starts.
 */
export function createSitemapRepository(db: TDb) {
  return {
    /** Published apps by slug: the ones after `after`, at most `limit`. */
    async apps(after: string | null, limit: number): Promise<TSitemapEntry[]> {
      return db
        .select({ key: projects.slug, lastmod: appLastmod.mapWith(projects.updatedAt) })
        .from(projects)
        .where(after === null ? published : and(published, gt(projects.slug, after)))
        .orderBy(asc(projects.slug))
        .limit(limit);
    },

    /** Developers with a published app, by id: the ones after `after`, at most `limit`. */
    async developers(after: string | null, limit: number): Promise<TSitemapEntry[]> {
      return db
        .select({
          key: projects.developerId,
          lastmod: sql`max(${appLastmod})`.mapWith(projects.updatedAt),
        })
        .from(projects)
        .innerJoin(users, developerAccount)
        .where(after === null ? published : and(published, gt(projects.developerId, after)))
        .groupBy(projects.developerId)
        .orderBy(asc(projects.developerId))
        .limit(limit);
    },

    /** The pages of `perPage` published apps each (none when there is no app). */
    async appPages(perPage: number): Promise<TSitemapPage[]> {
      const numbered = db
        .select({
          key: sql<string>`${projects.slug}`.as('key'),
          lastmod: sql`${appLastmod}`.as('lastmod'),
          page: sql`(row_number() over (order by ${projects.slug}) - 1) / ${perPage}`.as('page'),
        })
        .from(projects)
        .where(published)
        .as('numbered');
      const rows = await db
        .select({
          last: sql<string>`max(${numbered.key})`,
          lastmod: sql`max(${numbered.lastmod})`.mapWith(projects.updatedAt),
        })
        .from(numbered)
        .groupBy(numbered.page)
        .orderBy(numbered.page);
      return pagesFrom(rows);
    },

    /** The pages of `perPage` developers each (none when no developer has a published app). */
    async developerPages(perPage: number): Promise<TSitemapPage[]> {
      const perDeveloper = db
        .select({
          id: sql<string>`${projects.developerId}`.as('id'),
          lastmod: sql`max(${appLastmod})`.as('lastmod'),
        })
        .from(projects)
        .innerJoin(users, developerAccount)
        .where(published)
        .groupBy(projects.developerId)
        .as('per_developer');
      const numbered = db
        .select({
          // A uuid's text, compared byte by byte, sorts as the uuid does.
          key: sql<string>`${perDeveloper.id}::text collate "C"`.as('key'),
          lastmod: perDeveloper.lastmod,
          page: sql`(row_number() over (order by ${perDeveloper.id}) - 1) / ${perPage}`.as('page'),
        })
        .from(perDeveloper)
        .as('numbered');
      const rows = await db
        .select({
          last: sql<string>`max(${numbered.key})`,
          lastmod: sql`max(${numbered.lastmod})`.mapWith(projects.updatedAt),
        })
        .from(numbered)
        .groupBy(numbered.page)
        .orderBy(numbered.page);
      return pagesFrom(rows);
    },
  };
}
