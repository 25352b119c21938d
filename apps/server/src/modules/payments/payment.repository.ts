import { and, asc, count, desc, eq, isNotNull, lt, ne, or, sql, sum } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/tables/accounts';
import { projects } from '../../db/tables/catalogue';
import { purchases } from '../../db/tables/engagement';
import { paymentOrders, payouts, sales, type TOrderBuyer } from '../../db/tables/payments';
import { refunds } from '../../db/tables/refunds';
import { num } from '../../lib/paging';

export type TPaymentOrderRow = typeof paymentOrders.$inferSelect;
export type TSaleRow = typeof sales.$inferSelect;

/** The sale's figures, decided by the service from the captured order and the commission rules. */
export type TSaleFigures = {
  developerId: string;
  commissionRateBps: number;
  commissionCents: number;
  netCents: number;
  paypalMerchantId: string | null;
};

export function createPaymentRepository(db: TDb) {
  return {
    async hasPurchased(userId: string, projectId: string) {
      const [row] = await db
        .select({ saleId: purchases.saleId })
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.projectId, projectId)))
        .limit(1);
      return row ? { saleId: row.saleId } : null;
    },

    async insertOrder(values: {
      provider: 'paypal' | 'sandbox';
      providerOrderId: string;
      userId: string;
      projectId: string;
      amountCents: number;
      buyer: TOrderBuyer | null;
    }) {
      const [row] = await db.insert(paymentOrders).values(values).returning();
      return row as TPaymentOrderRow;
    },

    async findOrder(provider: 'paypal' | 'sandbox', providerOrderId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)))
        .limit(1);
      return row ?? null;
    },

    async findOrderById(id: string) {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
      return row ?? null;
    },

    /** Marks an order that is not completed as failed or pending (a completed order never goes back). */
    async setOrderState(id: string, status: 'FAILED' | 'PENDING', failureCode: string | null, now: Date) {
      await db
        .update(paymentOrders)
        .set({ status, failureCode, updatedAt: now })
        .where(and(eq(paymentOrders.id, id), ne(paymentOrders.status, 'COMPLETED')));
    },

    async findSaleByOrder(orderId: string) {
      const [row] = await db.select().from(sales).where(eq(sales.orderId, orderId)).limit(1);
      return row ?? null;
    },

    async findSale(id: string) {
      const [row] = await db.select().from(sales).where(eq(sales.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Locks the order row until the transaction ends: of concurrent callers recording its sale, one
     * writes and the others then find the sale it wrote.
     */
    async lockOrder(id: string) {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
      return row ?? null;
    },

    async insertSale(order: TPaymentOrderRow, figures: TSaleFigures, now: Date) {
      const [sale] = await db
        .insert(sales)
        .values({
          orderId: order.id,
          buyerId: order.userId,
          projectId: order.projectId,
          developerId: figures.developerId,
          provider: order.provider,
          amountCents: order.amountCents,
          currency: order.currency,
          commissionRateBps: figures.commissionRateBps,
          commissionCents: figures.commissionCents,
          netCents: figures.netCents,
          paypalMerchantId: figures.paypalMerchantId,
          createdAt: now,
        })
        .returning();
      if (!sale) throw new Error('Sale insert returned nothing');
      return sale;
    },

    async completeOrder(id: string, captureId: string, now: Date) {
      await db
        .update(paymentOrders)
        .set({ status: 'COMPLETED', captureId, failureCode: null, updatedAt: now })
        .where(eq(paymentOrders.id, id));
    },

    /** Gives the buyer the app a sale paid for (nothing when they already have it). */
    async grantPurchase(values: { userId: string; projectId: string; saleId: string; now: Date }) {
      await db
        .insert(purchases)
        .values({
          userId: values.userId,
          projectId: values.projectId,
          saleId: values.saleId,
          createdAt: values.now,
        })
        .onConflictDoNothing();
    },

    /** Grants a free app (no sale). */
    async claimFree(userId: string, projectId: string, now: Date) {
      const rows = await db
        .insert(purchases)
        .values({ userId, projectId, saleId: null, createdAt: now })
        .onConflictDoNothing()
        .returning({ projectId: purchases.projectId });
      return rows.length > 0;
    },

    /** Sales whose developer has not been paid yet, oldest first, with project and developer names. */
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
        .where(ne(sales.payoutStatus, 'PAID'))
        .orderBy(asc(sales.createdAt), asc(sales.id));
    },

    /**
     * Claims a sale for payout: only one caller moves it from PENDING to PROCESSING. A claim older
     * than `staleBefore` (a process that died mid-payout) may be taken again; the provider's
     * request id makes that retry safe.
     */
    async claimPayout(saleId: string, now: Date, staleBefore: Date) {
      const [row] = await db
        .update(sales)
        .set({ payoutStatus: 'PROCESSING', payoutClaimedAt: now })
        .where(
          and(
            eq(sales.id, saleId),
            or(
              eq(sales.payoutStatus, 'PENDING'),
              and(eq(sales.payoutStatus, 'PROCESSING'), lt(sales.payoutClaimedAt, staleBefore)),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    async releasePayout(saleId: string) {
      await db
        .update(sales)
        .set({ payoutStatus: 'PENDING', payoutClaimedAt: null })
        .where(and(eq(sales.id, saleId), eq(sales.payoutStatus, 'PROCESSING')));
    },

    /** Keeps the record of a payout made (in the transaction that marks its sale paid). */
    async insertPayout(values: {
      saleId: string;
      developerId: string;
      paidBy: string;
      provider: 'paypal' | 'sandbox';
      amountCents: number;
      receiverMerchantId: string;
      reference: string;
      now: Date;
    }) {
      const [payout] = await db
        .insert(payouts)
        .values({
          saleId: values.saleId,
          developerId: values.developerId,
          paidBy: values.paidBy,
          provider: values.provider,
          amountCents: values.amountCents,
          receiverMerchantId: values.receiverMerchantId,
          reference: values.reference,
          createdAt: values.now,
        })
        .returning();
      if (!payout) throw new Error('Payout insert returned nothing');
      return payout;
    },

    async markSalePaid(saleId: string) {
      await db.update(sales).set({ payoutStatus: 'PAID' }).where(eq(sales.id, saleId));
    },

    /**
     * Sales totals with what is owed and paid to developers: of every sale, or of one developer's.
     * The admin's overview and the developer's dashboard read the same figures.
     */
    async salesTotals(developerId?: string) {
      const [row] = await db
        .select({
          n: count(),
          amount: sum(sales.amountCents),
          commission: sum(sales.commissionCents),
          net: sum(sales.netCents),
          pending: sql<string>`coalesce(sum(${sales.netCents}) filter (where ${sales.payoutStatus} <> 'PAID'), 0)`,
          pendingCount: sql<string>`count(*) filter (where ${sales.payoutStatus} <> 'PAID')`,
          paid: sql<string>`coalesce(sum(${sales.netCents}) filter (where ${sales.payoutStatus} = 'PAID'), 0)`,
        })
        .from(sales)
        .where(developerId ? eq(sales.developerId, developerId) : undefined);
      return {
        count: num(row?.n),
        amountCents: num(row?.amount),
        commissionCents: num(row?.commission),
        netCents: num(row?.net),
        pendingCents: num(row?.pending),
        pendingCount: num(row?.pendingCount),
        paidCents: num(row?.paid),
      };
    },

    /**
     * A buyer's purchases (completed), orders still waiting at the provider (pending), sales of
     * theirs that were refunded, and their refunds (newest first: each sale's latest comes first).
     */
    async listPurchasedOrders(userId: string) {
      // What a purchase row shows of its app, whichever way it was reached.
      const appColumns = {
        projectName: projects.name,
        projectSlug: projects.slug,
        projectImage: projects.mainImage,
        developerName: users.name,
      };
      const owned = await db
        .select({
          projectId: purchases.projectId,
          saleId: purchases.saleId,
          createdAt: purchases.createdAt,
          ...appColumns,
          demoUrl: projects.demoUrl,
          hasHostedBuild: sql<boolean>`${projects.currentBuildId} is not null`,
          amountCents: sales.amountCents,
          provider: sales.provider,
          orderId: paymentOrders.providerOrderId,
          saleCreatedAt: sales.createdAt,
        })
        .from(purchases)
        .innerJoin(projects, eq(projects.id, purchases.projectId))
        .innerJoin(users, eq(users.id, projects.developerId))
        .leftJoin(sales, eq(sales.id, purchases.saleId))
        .leftJoin(paymentOrders, eq(paymentOrders.id, sales.orderId))
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.createdAt), asc(purchases.projectId));
      const pending = await db
        .select({
          id: paymentOrders.id,
          projectId: paymentOrders.projectId,
          createdAt: paymentOrders.createdAt,
          ...appColumns,
          amountCents: paymentOrders.amountCents,
          provider: paymentOrders.provider,
          orderId: paymentOrders.providerOrderId,
        })
        .from(paymentOrders)
        .innerJoin(projects, eq(projects.id, paymentOrders.projectId))
        .innerJoin(users, eq(users.id, projects.developerId))
        .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'PENDING')))
        .orderBy(desc(paymentOrders.createdAt));
      const refunded = await db
        .select({
          saleId: sales.id,
          projectId: sales.projectId,
          createdAt: sales.createdAt,
          ...appColumns,
          amountCents: sales.amountCents,
          provider: sales.provider,
          orderId: paymentOrders.providerOrderId,
        })
        .from(sales)
        .innerJoin(projects, eq(projects.id, sales.projectId))
        .innerJoin(users, eq(users.id, projects.developerId))
        .innerJoin(paymentOrders, eq(paymentOrders.id, sales.orderId))
        .where(and(eq(sales.buyerId, userId), isNotNull(sales.refundedAt)))
        .orderBy(desc(sales.createdAt), asc(sales.id));
      const refundRows = await db
        .select()
        .from(refunds)
        .where(eq(refunds.buyerId, userId))
        .orderBy(desc(refunds.createdAt));
      return { owned, pending, refunded, refunds: refundRows };
    },
  };
}

export type TPaymentRepository = ReturnType<typeof createPaymentRepository>;
