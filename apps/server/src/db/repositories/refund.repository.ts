import type { TRefundStatus } from '@vitrina/shared/payments/refund.schemas';
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { paymentOrders, sales } from '../tables/payments';
import { refunds } from '../tables/refunds';

export type TRefundRow = typeof refunds.$inferSelect;

/** States in which a refund blocks another one on its sale (the unique index's states). */
export const LIVE_STATUSES = ['REQUESTED', 'APPROVED', 'PENDING', 'COMPLETED'] as const;
const buyer = alias(users, 'refund_buyer');
const developer = alias(users, 'refund_developer');
const decider = alias(users, 'refund_decider');

/** A refund with what its readers see of the sale, the app and the people. */
const detailColumns = {
  refund: refunds,
  orderId: paymentOrders.providerOrderId,
  saleDate: sales.createdAt,
  payoutStatus: sales.payoutStatus,
  projectSlug: projects.slug,
  projectName: projects.name,
  developerName: developer.name,
  buyerName: buyer.name,
  buyerEmail: buyer.email,
  decidedByName: decider.name,
};

export function createRefundRepository(db: TDb) {
  const details = (where: SQL | undefined) =>
    db
      .select(detailColumns)
      .from(refunds)
      .innerJoin(sales, eq(sales.id, refunds.saleId))
      .innerJoin(paymentOrders, eq(paymentOrders.id, sales.orderId))
      .innerJoin(projects, eq(projects.id, refunds.projectId))
      .innerJoin(developer, eq(developer.id, refunds.developerId))
      .innerJoin(buyer, eq(buyer.id, refunds.buyerId))
      .leftJoin(decider, eq(decider.id, refunds.decidedBy))
      .where(where)
      .$dynamic();

  return {
    async find(id: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks the refund row until the transaction ends: its decisions and its completion go one at a time. */
    async lock(id: string) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
      return row ?? null;
    },

    /** Locks a sale's row until the transaction ends: refunds of one sale are started one at a time. */
    async lockSale(saleId: string) {
      const [row] = await db.select().from(sales).where(eq(sales.id, saleId)).for('update');
      return row ?? null;
    },

    /** Every refund of a sale, newest first. */
    async listOfSale(saleId: string) {
      return db.select().from(refunds).where(eq(refunds.saleId, saleId)).orderBy(desc(refunds.createdAt));
    },

    async insert(values: typeof refunds.$inferInsert) {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error('Refund insert returned nothing');
      return row;
    },

    /** Changes a refund's columns (updated_at set too) and answers the row. */
    async update(id: string, values: Partial<typeof refunds.$inferInsert>, now: Date) {
      const [row] = await db
        .update(refunds)
        .set({ ...values, updatedAt: now })
        .where(eq(refunds.id, id))
        .returning();
      if (!row) throw new Error(`Refund ${id} vanished`);
      return row;
    },

    /**
     * Changes a refund still under way at the provider (APPROVED or PENDING) and answers it; null
     * when it has meanwhile become final (completed or failed elsewhere).
     */
    async updateUnderWay(id: string, values: Partial<typeof refunds.$inferInsert>, now: Date) {
      const [row] = await db
        .update(refunds)
        .set({ ...values, updatedAt: now })
        .where(and(eq(refunds.id, id), inArray(refunds.status, ['APPROVED', 'PENDING'])))
        .returning();
      return row ?? null;
    },

    /**
     * Claims the next refund the worker should settle: an APPROVED one whose provider call went
     * unanswered, or a PENDING one, once its check is due; or either claimed by a process that
     * stopped (a claim older than `staleBefore`). Of concurrent workers one gets each refund.
     */
    async claimDue(now: Date, staleBefore: Date) {
      // One statement: the row is picked and locked (skipping rows other workers hold) and claimed.
      const due = db
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            inArray(refunds.status, ['APPROVED', 'PENDING']),
            isNull(refunds.needsAttentionAt),
            or(
              and(isNull(refunds.claimedAt), lte(refunds.nextCheckAt, now)),
              lt(refunds.claimedAt, staleBefore),
            ),
          ),
        )
        .orderBy(asc(refunds.nextCheckAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db
        .update(refunds)
        .set({ claimedAt: now, attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
        .where(inArray(refunds.id, due))
        .returning();
      return claimed ?? null;
    },

    /** One refund with its sale, app and people; null when there is none. */
    async findDetail(id: string) {
      const [row] = await details(eq(refunds.id, id)).limit(1);
      return row ?? null;
    },

    /** Refunds on a developer's apps, newest first. */
    async listForDeveloper(developerId: string, limit = 500) {
      return details(eq(refunds.developerId, developerId)).orderBy(desc(refunds.createdAt)).limit(limit);
    },

    /** A page of refunds in these states (all when null), newest first, with the total and the waiting count. */
    async page(statuses: readonly TRefundStatus[] | null, page: number, size: number) {
      const where = statuses ? inArray(refunds.status, [...statuses]) : undefined;
      const rows = await details(where)
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(size)
        .offset(page * size);
      const [total] = await db.select({ n: count() }).from(refunds).where(where);
      const [waiting] = await db.select({ n: count() }).from(refunds).where(eq(refunds.status, 'REQUESTED'));
      return { rows, total: num(total?.n), waiting: num(waiting?.n) };
    },

    /** The buyer's refunds, newest first (the purchases list shows each sale's latest). */
    async listOfBuyer(buyerId: string) {
      return db.select().from(refunds).where(eq(refunds.buyerId, buyerId)).orderBy(desc(refunds.createdAt));
    },
  };
}

export type TRefundRepository = ReturnType<typeof createRefundRepository>;
export type TRefundDetail = NonNullable<Awaited<ReturnType<TRefundRepository['findDetail']>>>;
