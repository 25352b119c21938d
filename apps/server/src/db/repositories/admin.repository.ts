import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { auditLog, users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { paymentOrders, payouts, sales } from '../tables/payments';
import { searchMatchSql } from './project.repository';
import { toTsQueryWords } from './project-columns';

/** `q%` (lower-cased) for a prefix LIKE, with the user's own % and _ taken literally. */
const prefix = (q: string) =>
  `${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Projects per account, as a correlated subquery (spelled out: the outer column must stay qualified). */
const projectCountSql = sql<string>`(select count(*) from projects p where p.developer_id = "users"."id")`;

/** The audit actions the decisions log shows. */
export const DECISION_ACTIONS = [
  'project.status_changed',
  'deletion.accepted',
  'deletion.refused',
  'revision.approved',
  'revision.refused',
] as const;

export function createAdminRepository(db: TDb) {
  const buyer = alias(users, 'buyer');
  const payer = alias(users, 'payer');

  return {
    async projectCountsByStatus() {
      const rows = await db
        .select({ status: projects.status, n: count() })
        .from(projects)
        .groupBy(projects.status);
      return new Map(rows.map((r) => [r.status, num(r.n)]));
    },

    /** Approvals and rejections by admins since `since`. */
    async reviewsSince(since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(
          and(
            eq(auditLog.action, 'project.status_changed'),
            eq(users.role, 'admin'),
            gte(auditLog.createdAt, since),
            sql`${auditLog.data}->>'from' in ('UNDER_REVIEW', 'PENDING')`,
            sql`${auditLog.data}->>'to' in ('PUBLISHED', 'DRAFT')`,
          ),
        );
      return num(row?.n);
    },

    async userCounts() {
      const [row] = await db
        .select({
          total: count(),
          developers: sql<string>`count(*) filter (where ${users.role} = 'developer')`,
          unverified: sql<string>`count(*) filter (where ${users.role} = 'developer' and not ${users.verified})`,
        })
        .from(users);
      return { total: num(row?.total), developers: num(row?.developers), unverified: num(row?.unverified) };
    },

    async listProjects(filter: { status?: string; q?: string }, page: number, size: number) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(sql`${projects.status}::text = ${filter.status}`);
      if (filter.q) {
        // The store's full-text index for the app's name (accents, plurals, synonyms), or a developer
        // whose name starts with the text (both sides indexed, so the planner can OR two index scans).
        const words = toTsQueryWords(filter.q);
        const byName = words.length ? searchMatchSql(words) : sql`false`;
        const byDeveloper = sql`${projects.developerId} in (select ${users.id} from ${users} where lower(${users.name}) like ${prefix(filter.q)})`;
        conditions.push(or(byName, byDeveloper) as SQL);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db
        .select({ n: count() })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.developerId))
        .where(where);
      const rows = await db
        .select({ project: projects, developerName: users.name })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.developerId))
        .where(where)
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: num(total?.n) };
    },

    async listUsers(
      filter: { role?: 'user' | 'developer' | 'admin'; q?: string },
      page: number,
      size: number,
    ) {
      const conditions: SQL[] = [];
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.q) {
        // Name or email starting with the text (indexed with text_pattern_ops).
        const pattern = prefix(filter.q);
        conditions.push(
          or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`) as SQL,
        );
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select({
          user: users,
          projectCount: projectCountSql,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(size)
        .offset(page * size);
      return { rows: rows.map((r) => ({ ...r, projectCount: num(r.projectCount) })), total: num(total?.n) };
    },

    async findUser(id: string) {
      const [row] = await db
        .select({
          user: users,
          projectCount: projectCountSql,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ? { ...row, projectCount: num(row.projectCount) } : null;
    },

    async listDecisions(page: number, size: number) {
      const where = inArray(auditLog.action, [...DECISION_ACTIONS]);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select({
          entry: auditLog,
          actorName: users.name,
          projectName: projects.name,
          projectId: projects.id,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        // Project entries carry the project's uuid; casting that side keeps the projects key usable.
        .leftJoin(
          projects,
          sql`${projects.id} = case when ${auditLog.entityType} = 'project' then ${auditLog.entityId}::uuid end`,
        )
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: num(total?.n) };
    },

    /** Sales in [from, to) with names, newest first; `limit` null for all (CSV). */
    async listSales(range: { from?: Date; to?: Date }, page: number, size: number | null) {
      const conditions: SQL[] = [];
      if (range.from) conditions.push(gte(sales.createdAt, range.from));
      if (range.to) conditions.push(lt(sales.createdAt, range.to));
      const where = conditions.length ? and(...conditions) : undefined;
      // Refunded sales stay listed (marked) but count in no total.
      const kept = sql`${sales.refundedAt} is null`;
      const [totals] = await db
        .select({
          rows: count(),
          n: sql<string>`count(*) filter (where ${kept})`,
          amount: sql<string>`coalesce(sum(${sales.amountCents}) filter (where ${kept}), 0)`,
          commission: sql<string>`coalesce(sum(${sales.commissionCents}) filter (where ${kept}), 0)`,
          net: sql<string>`coalesce(sum(${sales.netCents}) filter (where ${kept}), 0)`,
        })
        .from(sales)
        .where(where);
      const query = db
        .select({
          sale: sales,
          orderId: paymentOrders.providerOrderId,
          projectName: projects.name,
          developerName: users.name,
          buyerEmail: buyer.email,
        })
        .from(sales)
        .innerJoin(paymentOrders, eq(paymentOrders.id, sales.orderId))
        .innerJoin(projects, eq(projects.id, sales.projectId))
        .innerJoin(users, eq(users.id, sales.developerId))
        .innerJoin(buyer, eq(buyer.id, sales.buyerId))
        .where(where)
        .orderBy(desc(sales.createdAt), desc(sales.id));
      const rows = size === null ? await query.limit(100_000) : await query.limit(size).offset(page * size);
      return {
        rows,
        total: num(totals?.rows),
        totals: {
          count: num(totals?.n),
          amountCents: num(totals?.amount),
          commissionCents: num(totals?.commission),
          netCents: num(totals?.net),
        },
      };
    },

    /** Payouts made (PAID), newest first; a payout of one sale (made before balances) names its app. */
    async listPayouts(page: number, size: number) {
      const paid = eq(payouts.status, 'PAID');
      const [total] = await db.select({ n: count() }).from(payouts).where(paid);
      const rows = await db
        .select({
          payout: payouts,
          projectName: projects.name,
          developerName: users.name,
          paidByName: payer.name,
        })
        .from(payouts)
        .leftJoin(sales, eq(sales.id, payouts.saleId))
        .leftJoin(projects, eq(projects.id, sales.projectId))
        .innerJoin(users, eq(users.id, payouts.developerId))
        .leftJoin(payer, eq(payer.id, payouts.paidBy))
        .where(paid)
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: num(total?.n) };
    },
  };
}
