import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql, sum } from 'drizzle-orm';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { purchases } from '../tables/engagement';
import { paymentOrders, sales, type TOrderBuyer } from '../tables/payments';
import { refunds } from '../tables/refunds';

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
      /** The buyer's referral source (`?ref=`) within its window, if any. */
      referralSource?: string | null;
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
          // The order's referral source, for the developer's per-source analytics.
          referralSource: order.referralSource,
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

    /**
     * Marks a sale refunded (it then counts in no figure and owes no payout); the reverse of
     * insertSale. Null when it is gone or was refunded already.
     */
    async markSaleRefunded(id: string, now: Date) {
      const [sale] = await db
        .update(sales)
        .set({ refundedAt: now })
        .where(and(eq(sales.id, id), isNull(sales.refundedAt)))
        .returning();
      return sale ?? null;
    },

    /** Takes back the access a sale gave its buyer (the reverse of grantPurchase). */
    async revokePurchase(values: { userId: string; projectId: string; saleId: string }) {
      await db
        .delete(purchases)
        .where(
          and(
            eq(purchases.userId, values.userId),
            eq(purchases.projectId, values.projectId),
            eq(purchases.saleId, values.saleId),
          ),
        );
    },

    /** The provider's order and capture of a sale (null: none, or not captured). */
    async captureOfSale(saleId: string) {
      const [row] = await db
        .select({ orderId: paymentOrders.providerOrderId, captureId: paymentOrders.captureId })
        .from(sales)
        .innerJoin(paymentOrders, eq(paymentOrders.id, sales.orderId))
        .where(eq(sales.id, saleId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Gives many people an app at once, without a sale (as a free app is claimed), a thousand rows
     * a statement: bulk loads such as the notice batches' test of an app with ten thousand owners.
     */
    async grantPurchases(projectId: string, userIds: string[], now: Date) {
      for (let start = 0; start < userIds.length; start += 1000) {
        await db
          .insert(purchases)
          .values(userIds.slice(start, start + 1000).map((userId) => ({ userId, projectId, createdAt: now })))
          .onConflictDoNothing();
      }
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

    /**
     * Sales totals, refunded sales left out: of every sale, or of one developer's. The admin's
     * overview and the developer's dashboard read the same figures. Of every sale, they are all
     * sales (read from the totals index alone) less the completed refunds (each a whole sale).
     */
    async salesTotals(developerId?: string) {
      const totals = {
        n: count(),
        amount: sum(sales.amountCents),
        commission: sum(sales.commissionCents),
        net: sum(sales.netCents),
      };
      const [row] = await db
        .select(totals)
        .from(sales)
        .where(developerId ? and(eq(sales.developerId, developerId), isNull(sales.refundedAt)) : undefined);
      const [refunded] = developerId
        ? []
        : await db
            .select({
              n: count(),
              amount: sum(refunds.amountCents),
              commission: sum(refunds.commissionCents),
              net: sum(refunds.netCents),
            })
            .from(refunds)
            .where(eq(refunds.status, 'COMPLETED'));
      return {
        count: num(row?.n) - num(refunded?.n),
        amountCents: num(row?.amount) - num(refunded?.amount),
        commissionCents: num(row?.commission) - num(refunded?.commission),
        netCents: num(row?.net) - num(refunded?.net),
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
