import { and, count, desc, eq, gte, isNull, lt, or, sql, sum } from 'drizzle-orm';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { sales } from '../tables/payments';
import { referralVisits } from '../tables/referrals';

/** Referral visits and the per-source figures of a developer's analytics. */
export function createReferralRepository(db: TDb) {
  return {
    /** Records a visit once a day per visitor, source and page (a repeat does nothing). */
    async insertVisit(values: typeof referralVisits.$inferInsert) {
      await db.insert(referralVisits).values(values).onConflictDoNothing();
    },

    /** The published app an address names (by slug, or by id), with its developer. */
    async findPublishedApp(idOrSlug: string, byId: boolean) {
      const [row] = await db
        .select({ id: projects.id, slug: projects.slug, developerId: projects.developerId })
        .from(projects)
        .where(
          and(
            byId ? or(eq(projects.id, idOrSlug), eq(projects.slug, idOrSlug)) : eq(projects.slug, idOrSlug),
            eq(projects.status, 'PUBLISHED'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async developerExists(id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'developer')))
        .limit(1);
      return row !== undefined;
    },

    /** Visits to the developer's pages per source, in [from, to). */
    async visitsBySource(developerId: string, from: Date, to: Date) {
      const rows = await db
        .select({ source: referralVisits.source, visits: count() })
        .from(referralVisits)
        .where(
          and(
            eq(referralVisits.developerId, developerId),
            gte(referralVisits.createdAt, from),
            lt(referralVisits.createdAt, to),
          ),
        )
        .groupBy(referralVisits.source);
      return rows.map((r) => ({ source: r.source, visits: num(r.visits) }));
    },

    /** The developer's sales per source (null: none) in [from, to), refunded sales left out. */
    async salesBySource(developerId: string, from: Date, to: Date) {
      const rows = await db
        .select({ source: sales.referralSource, sales: count(), amountCents: sum(sales.amountCents) })
        .from(sales)
        .where(
          and(
            eq(sales.developerId, developerId),
            gte(sales.createdAt, from),
            lt(sales.createdAt, to),
            isNull(sales.refundedAt),
          ),
        )
        .groupBy(sales.referralSource);
      return rows.map((r) => ({ source: r.source, sales: num(r.sales), amountCents: num(r.amountCents) }));
    },

    /** The slug of the developer's most recently published app, for an example link; null without one. */
    async latestPublishedSlug(developerId: string) {
      const [row] = await db
        .select({ slug: projects.slug })
        .from(projects)
        .where(and(eq(projects.developerId, developerId), eq(projects.status, 'PUBLISHED')))
        .orderBy(sql`${projects.publishedAt} desc nulls last`, desc(projects.createdAt))
        .limit(1);
      return row?.slug ?? null;
    },
  };
}
