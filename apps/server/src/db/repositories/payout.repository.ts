import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { payouts, sales } from '../tables/payments';
import { ledgerEntries } from '../tables/refunds';

export type TPayoutRow = typeof payouts.$inferSelect;
type TClaimableSale = { id: string; merchantId: string | null };

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

    /**
     * Holds the developer's payout opening until the transaction ends (one opener at a time per
     * developer). NO KEY UPDATE: sales and other rows naming the developer are not held up.
     */
    async lockDeveloper(developerId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, developerId)).for('no key update');
    },

    /**
     * In one statement, so from one snapshot: whether a payout of the developer is under way, their
     * ledger balance, and the sales a payout now would settle (oldest first). The amount a payout
     * pays and the sales it settles therefore always agree.
     */
    async payableNow(developerId: string) {
      const result = (await db.execute(sql`
        select
          exists (select 1 from ${payouts} where ${payouts.developerId} = ${developerId}
                  and ${payouts.status} = 'PROCESSING') as processing,
          (select coalesce(sum(${ledgerEntries.amountCents}), 0) from ${ledgerEntries}
            where ${ledgerEntries.developerId} = ${developerId}) as balance,
          coalesce((select json_agg(json_build_object('id', ${sales.id}, 'merchantId', ${sales.paypalMerchantId})
                      order by ${sales.createdAt}, ${sales.id})
                    from ${sales} where ${sales.developerId} = ${developerId} and ${claimable}), '[]') as sales
      `)) as unknown as {
        rows: { processing: boolean; balance: string | number; sales: string | TClaimableSale[] }[];
      };
      const row = result.rows[0];
      const list = typeof row?.sales === 'string' ? (JSON.parse(row.sales) as TClaimableSale[]) : row?.sales;
      return { processing: Boolean(row?.processing), balanceCents: num(row?.balance), sales: list ?? [] };
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
        .where(eq(payouts.status, 'PROCESSING'));
      return new Set(rows.map((r) => r.developerId));
    },
  };
}

export type TPayoutRepository = ReturnType<typeof createPayoutRepository>;
