import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../client';
import { sandboxOrders } from '../tables/payments';

export type TSandboxOrderRow = typeof sandboxOrders.$inferSelect;

/** The embedded test-mode payment provider's orders (see integrations/payments/sandbox.provider). */
export function createSandboxOrderRepository(db: TDb) {
  return {
    async find(id: string) {
      const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)).limit(1);
      return row ?? null;
    },

    async findByRefund(refundId: string) {
      const [row] = await db
        .select()
        .from(sandboxOrders)
        .where(eq(sandboxOrders.refundId, refundId))
        .limit(1);
      return row ?? null;
    },

    async insert(values: { id: string; amountCents: number; payeeMerchantId: string | null }) {
      await db.insert(sandboxOrders).values(values);
    },

    /** Completes an order not completed yet, in one conditional update; null when it was not open. */
    async capture(id: string, captureId: string) {
      const [row] = await db
        .update(sandboxOrders)
        .set({ status: 'COMPLETED', captureId })
        .where(and(eq(sandboxOrders.id, id), inArray(sandboxOrders.status, ['CREATED', 'APPROVED'])))
        .returning();
      return row ?? null;
    },

    /** Refunds an order not refunded yet, in one conditional update; null when it was refunded. */
    async refund(id: string, refundId: string) {
      const [row] = await db
        .update(sandboxOrders)
        .set({ refundId })
        .where(and(eq(sandboxOrders.id, id), isNull(sandboxOrders.refundId)))
        .returning();
      return row ?? null;
    },
  };
}
