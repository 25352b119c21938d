import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/tables/accounts';
import { projects } from '../../db/tables/catalogue';
import { payouts, sales } from '../../db/tables/payments';
import { num } from '../../lib/paging';

export type TPayoutRow = typeof payouts.$inferSelect;

/** A sale no payout settled yet and no refund took back (literal, so the partial index matches). */
const unsettled = sql`${sales.payoutStatus} <> 'PAID' and ${sales.refundedAt} is null`;
/** Of those, the ones no payout under way has claimed: what a new payout settles. */
const claimable = and(unsettled, isNull(sales.payoutId));

/**
 * Developer payouts: a payout is written PROCESSING with the developer's unsettled sales claimed
 * (`sales.payout_id`), then PAID or FAILED once the provider answered.
 */
export function createPayoutRepository(db: TDb) {
  return {
    /** Unpaid, unrefunded sales, oldest first, with project and developer names. */
    async listUnpaidSales() {
      return db
        .select({
          sale: sales,
          projectName: projects.name,
          developerName: users.name,
          currentMerchantId: users.paypalMerchantId,
        })
        .from(sales)
        .innerJoin(projects, eq(projects.id, sales.projectId))
        .innerJoin(users, eq(users.id, sales.developerId))
        .where(unsettled)
        .orderBy(asc(sales.createdAt), asc(sales.id));
    },

    /** The developer's payout under way, its row locked until the transaction ends. */
    async lockProcessing(developerId: string) {
      const [row] = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.developerId, developerId), eq(payouts.status, 'PROCESSING')))
        .for('update');
      return row ?? null;
    },

    /** When the payout's sales were last claimed by a process (null: released, free to resume). */
    async claimOf(payoutId: string) {
      const [row] = await db
        .select({
          claimedAt: sql<Date | string | null>`max(${sales.payoutClaimedAt})`,
          released: sql<boolean>`coalesce(bool_or(${sales.payoutClaimedAt} is null), false)`,
          n: sql<string>`count(*)`,
        })
        .from(sales)
        .where(eq(sales.payoutId, payoutId));
      return {
        claimedAt: row?.claimedAt ? new Date(row.claimedAt) : null,
        released: Boolean(row?.released),
        sales: num(row?.n),
      };
    },

    /** Marks the payout's sales claimed now (or released, with null) by the caller. */
    async setClaim(payoutId: string, at: Date | null) {
      await db.update(sales).set({ payoutClaimedAt: at }).where(eq(sales.payoutId, payoutId));
    },

    /** The developer's sales a payout now would settle, oldest first. */
    async unsettledSalesOf(developerId: string) {
      return db
        .select({ id: sales.id, netCents: sales.netCents, paypalMerchantId: sales.paypalMerchantId })
        .from(sales)
        .where(and(eq(sales.developerId, developerId), claimable))
        .orderBy(asc(sales.createdAt), asc(sales.id));
    },

    async insertProcessing(values: {
      developerId: string;
      paidBy: string;
      provider: 'paypal' | 'sandbox';
      amountCents: number;
      receiverMerchantId: string;
      salesCount: number;
      now: Date;
    }) {
      const [row] = await db
        .insert(payouts)
        .values({ ...values, status: 'PROCESSING', createdAt: values.now })
        .returning();
      if (!row) throw new Error('Payout insert returned nothing');
      return row;
    },

    /** Claims these sales for the payout; how many it got (fewer: one changed meanwhile). */
    async claimSales(payoutId: string, saleIds: string[], now: Date) {
      if (saleIds.length === 0) return 0;
      const rows = await db
        .update(sales)
        .set({ payoutStatus: 'PROCESSING', payoutId, payoutClaimedAt: now })
        .where(and(inArray(sales.id, saleIds), claimable))
        .returning({ id: sales.id });
      return rows.length;
    },

    /** PROCESSING → PAID with the provider's reference; null when it was no longer PROCESSING. */
    async markPaid(payoutId: string, reference: string, now: Date) {
      const [row] = await db
        .update(payouts)
        .set({ status: 'PAID', reference, paidAt: now, failureCode: null })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'PROCESSING')))
        .returning();
      if (!row) return null;
      await db.update(sales).set({ payoutStatus: 'PAID' }).where(eq(sales.payoutId, payoutId));
      return row;
    },

    /** PROCESSING → FAILED (the provider refused): its sales are unsettled again. */
    async markFailed(payoutId: string, failureCode: string) {
      const [row] = await db
        .update(payouts)
        .set({ status: 'FAILED', failureCode })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'PROCESSING')))
        .returning();
      if (!row) return null;
      await db
        .update(sales)
        .set({ payoutStatus: 'PENDING', payoutId: null, payoutClaimedAt: null })
        .where(and(eq(sales.payoutId, payoutId), ne(sales.payoutStatus, 'PAID')));
      return row;
    },

    async findPayout(id: string) {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
      return row ?? null;
    },

    /** Σ of the PAID payouts: of one developer, or of all. */
    async paidTotal(developerId?: string) {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
        .from(payouts)
        .where(
          developerId
            ? and(eq(payouts.developerId, developerId), eq(payouts.status, 'PAID'))
            : eq(payouts.status, 'PAID'),
        );
      return num(row?.total);
    },

    /** The latest PAID payout of each of these developers. */
    async lastPaidAt(developerIds: string[]) {
      if (developerIds.length === 0) return new Map<string, Date>();
      const rows = await db
        .select({ developerId: payouts.developerId, at: sql<Date | string>`max(${payouts.paidAt})` })
        .from(payouts)
        .where(and(inArray(payouts.developerId, developerIds), eq(payouts.status, 'PAID')))
        .groupBy(payouts.developerId);
      return new Map(rows.filter((r) => r.at).map((r) => [r.developerId, new Date(r.at)]));
    },

    /** Developers with a payout under way. */
    async processingDevelopers() {
      const rows = await db
        .select({ developerId: payouts.developerId })
        .from(payouts)
        .where(eq(payouts.status, 'PROCESSING'))
        .orderBy(desc(payouts.createdAt));
      return new Set(rows.map((r) => r.developerId));
    },
  };
}

export type TPayoutRepository = ReturnType<typeof createPayoutRepository>;
