import { and, asc, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/tables/accounts';
import { projectDailyStats, projects } from '../../db/tables/catalogue';
import { purchases } from '../../db/tables/engagement';
import { paymentOrders, payouts, sales, type TOrderBuyer } from '../../db/tables/payments';

export type TPaymentOrderRow = typeof paymentOrders.$inferSelect;
export type TSaleRow = typeof sales.$inferSelect;
type TTx = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

/** The sale's figures, decided by the service from the captured order and the commission rules. */
export type TSaleFigures = {
  developerId: string;
  commissionRateBps: number;
  commissionCents: number;
  netCents: number;
  paypalMerchantId: string | null;
};

export function createPaymentRepository(db: TDatabase) {
  return {
    /** The developer fields the payment checks and the payout need. */
    async findDeveloper(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          paypalMerchantId: users.paypalMerchantId,
          verified: users.verified,
          isInternal: users.isInternal,
          commissionRateBps: users.commissionRateBps,
          role: users.role,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

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
     * Records the sale of a captured order exactly once: the order row is locked, so of concurrent
     * callers one writes and the others read its sale. In the same transaction: the buyer's access,
     * the project's totals, today's figures, and the audit row.
     */
    async recordSale(input: {
      orderId: string;
      captureId: string;
      now: Date;
      figures: (order: TPaymentOrderRow, tx: TTx) => Promise<TSaleFigures>;
      /** More writes of the same transaction once the sale exists (receipts to the outbox). */
      onCreated?: (sale: TSaleRow, order: TPaymentOrderRow, tx: TTx) => Promise<void>;
    }): Promise<{ sale: TSaleRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(paymentOrders)
          .where(eq(paymentOrders.id, input.orderId))
          .for('update');
        if (!order) throw new Error(`Payment order ${input.orderId} vanished`);
        const [existing] = await tx.select().from(sales).where(eq(sales.orderId, order.id)).limit(1);
        if (existing) return { sale: existing, created: false };

        const figures = await input.figures(order, tx);
        const [sale] = await tx
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
            createdAt: input.now,
          })
          .returning();
        if (!sale) throw new Error('Sale insert returned nothing');
        await tx
          .update(paymentOrders)
          .set({ status: 'COMPLETED', captureId: input.captureId, failureCode: null, updatedAt: input.now })
          .where(eq(paymentOrders.id, order.id));
        await tx
          .insert(purchases)
          .values({ userId: order.userId, projectId: order.projectId, saleId: sale.id, createdAt: input.now })
          .onConflictDoNothing();
        await tx
          .update(projects)
          .set({
            salesCount: sql`${projects.salesCount} + 1`,
            revenueCents: sql`${projects.revenueCents} + ${order.amountCents}`,
          })
          .where(eq(projects.id, order.projectId));
        const day = input.now.toISOString().slice(0, 10);
        await tx
          .insert(projectDailyStats)
          .values({ projectId: order.projectId, day, sales: 1, revenueCents: order.amountCents })
          .onConflictDoUpdate({
            target: [projectDailyStats.projectId, projectDailyStats.day],
            set: {
              sales: sql`${projectDailyStats.sales} + 1`,
              revenueCents: sql`${projectDailyStats.revenueCents} + ${order.amountCents}`,
            },
          });
        await input.onCreated?.(sale, order, tx);
        return { sale, created: true };
      });
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

    /** Marks the sale paid and keeps the payout record, in one transaction. */
    async completePayout(
      values: {
        saleId: string;
        developerId: string;
        paidBy: string;
        provider: 'paypal' | 'sandbox';
        amountCents: number;
        receiverMerchantId: string;
        reference: string;
        now: Date;
      },
      audit: (tx: TTx, payoutId: string) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [payout] = await tx
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
        await tx.update(sales).set({ payoutStatus: 'PAID' }).where(eq(sales.id, values.saleId));
        await audit(tx, payout.id);
        return payout;
      });
    },

    /** A buyer's purchases (completed) and orders still waiting at the provider (pending). */
    async listPurchasedOrders(userId: string) {
      const owned = await db
        .select({
          projectId: purchases.projectId,
          saleId: purchases.saleId,
          createdAt: purchases.createdAt,
          projectName: projects.name,
          projectSlug: projects.slug,
          projectImage: projects.mainImage,
          developerName: users.name,
          amountCents: sales.amountCents,
          provider: sales.provider,
          orderId: paymentOrders.providerOrderId,
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
          projectName: projects.name,
          projectSlug: projects.slug,
          projectImage: projects.mainImage,
          developerName: users.name,
          amountCents: paymentOrders.amountCents,
          provider: paymentOrders.provider,
          orderId: paymentOrders.providerOrderId,
        })
        .from(paymentOrders)
        .innerJoin(projects, eq(projects.id, paymentOrders.projectId))
        .innerJoin(users, eq(users.id, projects.developerId))
        .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'PENDING')))
        .orderBy(desc(paymentOrders.createdAt));
      return { owned, pending };
    },
  };
}

export type TPaymentRepository = ReturnType<typeof createPaymentRepository>;
