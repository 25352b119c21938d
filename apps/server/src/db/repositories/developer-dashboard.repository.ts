import { and, asc, count, desc, eq, gte, lte, sql, sum } from 'drizzle-orm';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { projectDailyStats, projects } from '../tables/catalogue';
import { payouts, sales } from '../tables/payments';

/** One developer's figures, each query scoped by developer id. */
export function createDeveloperDashboardRepository(db: TDb) {
  return {
    async projectFigures(developerId: string) {
      const rows = await db
        .select({ status: projects.status, n: count(), views: sum(projects.views) })
        .from(projects)
        .where(eq(projects.developerId, developerId))
        .groupBy(projects.status);
      return rows.map((r) => ({ status: r.status, count: num(r.n), views: num(r.views) }));
    },

    /** Daily figures of the developer's projects in [from, to] (days as YYYY-MM-DD). */
    async daily(developerId: string, from: string, to: string) {
      const rows = await db
        .select({
          projectId: projectDailyStats.projectId,
          day: projectDailyStats.day,
          views: projectDailyStats.views,
          sales: projectDailyStats.sales,
          revenueCents: projectDailyStats.revenueCents,
        })
        .from(projectDailyStats)
        .innerJoin(projects, eq(projects.id, projectDailyStats.projectId))
        .where(
          and(
            eq(projects.developerId, developerId),
            gte(projectDailyStats.day, from),
            lte(projectDailyStats.day, to),
          ),
        )
        .orderBy(asc(projectDailyStats.day));
      return rows.map((r) => ({ ...r, revenueCents: num(r.revenueCents) }));
    },

    async projectsOf(developerId: string) {
      return db
        .select({ id: projects.id, name: projects.name, status: projects.status })
        .from(projects)
        .where(eq(projects.developerId, developerId))
        .orderBy(asc(projects.name));
    },

    async salesOf(developerId: string) {
      return (
        db
          .select({
            sale: sales,
            projectName: projects.name,
            paidAt:
              sql<Date | null>`case when ${payouts.status} = 'PAID' then coalesce(${payouts.paidAt}, ${payouts.createdAt}) end`.mapWith(
                payouts.paidAt,
              ),
            reference: payouts.reference,
          })
          .from(sales)
          .innerJoin(projects, eq(projects.id, sales.projectId))
          // The payout that settled the sale (with the developer's other sales of that moment).
          .leftJoin(payouts, eq(payouts.id, sales.payoutId))
          .where(eq(sales.developerId, developerId))
          .orderBy(desc(sales.createdAt), desc(sales.id))
          .limit(5000)
      );
    },
  };
}
