import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { TDb } from '../client';
import { projects } from '../tables/catalogue';
import { discountCodes, discountCodeUses } from '../tables/discounts';
import { sales } from '../tables/payments';

export type TDiscountCodeRow = typeof discountCodes.$inferSelect;
export type TDiscountUseRow = typeof discountCodeUses.$inferSelect;

/** What a code counts against its maximum at `now`: its purchases and the holds not ended. */
const counted = (now: Date) =>
  or(
    eq(discountCodeUses.status, 'USED'),
    and(eq(discountCodeUses.status, 'HELD'), gt(discountCodeUses.heldUntil, now)),
  );

export function createDiscountRepository(db: TDb) {
  return {
    async insert(values: typeof discountCodes.$inferInsert) {
      const [row] = await db.insert(discountCodes).values(values).returning();
      return row as TDiscountCodeRow;
    },

    async find(id: string) {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
      return row ?? null;
    },

    /** A developer's code by what a buyer typed (any case). */
    async findByCode(developerId: string, code: string) {
      const [row] = await db
        .select()
        .from(discountCodes)
        .where(and(eq(discountCodes.developerId, developerId), eq(discountCodes.codeKey, code.toUpperCase())))
        .limit(1);
      return row ?? null;
    },

    /** Locks a code's row for the rest of the transaction: its count is read and changed under it. */
    async lock(id: string) {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      return row ?? null;
    },

    async update(
      id: string,
      values: Partial<Pick<TDiscountCodeRow, 'status' | 'endsAt' | 'maxUses' | 'isPublic'>>,
      now: Date,
    ) {
      const [row] = await db
        .update(discountCodes)
        .set({ ...values, updatedAt: now })
        .where(eq(discountCodes.id, id))
        .returning();
      return row ?? null;
    },

    /** A developer's codes, newest first, with their app's name. */
    async listOf(developerId: string) {
      return db
        .select({ code: discountCodes, projectName: projects.name })
        .from(discountCodes)
        .leftJoin(projects, eq(projects.id, discountCodes.projectId))
        .where(eq(discountCodes.developerId, developerId))
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    },

    /**
     * The public codes of these developers running at `now` (active, started, not ended, a use
     * left): the sales the store shows on their apps' cards and pages.
     */
    async runningPublic(developerIds: string[], now: Date) {
      // An empty list asks too (`in ()` is false): one query whatever the list holds.
      return db
        .select()
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.isPublic, true),
            eq(discountCodes.status, 'ACTIVE'),
            inArray(discountCodes.developerId, developerIds),
            or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, now)),
            or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
            or(
              isNull(discountCodes.maxUses),
              sql`${discountCodes.maxUses} > (select count(*) from ${discountCodeUses} where ${discountCodeUses.codeId} = ${discountCodes.id} and ${counted(now)})`,
            ),
          ),
        );
    },

    /** How many uses count against the code's maximum at `now`. */
    async countedUses(codeId: string, now: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(discountCodeUses)
        .where(and(eq(discountCodeUses.codeId, codeId), counted(now)));
      return row?.n ?? 0;
    },

    async insertUse(values: typeof discountCodeUses.$inferInsert) {
      const [row] = await db.insert(discountCodeUses).values(values).returning();
      return row as TDiscountUseRow;
    },

    async linkOrder(useId: string, orderId: string) {
      await db.update(discountCodeUses).set({ orderId }).where(eq(discountCodeUses.id, useId));
    },

    /** Gives back a hold whose order was never made (the provider refused it). */
    async dropHold(useId: string) {
      await db
        .delete(discountCodeUses)
        .where(
          and(
            eq(discountCodeUses.id, useId),
            eq(discountCodeUses.status, 'HELD'),
            isNull(discountCodeUses.orderId),
          ),
        );
    },

    async useOfOrder(orderId: string) {
      const [row] = await db
        .select()
        .from(discountCodeUses)
        .where(eq(discountCodeUses.orderId, orderId))
        .limit(1);
      return row ?? null;
    },

    async extendHold(useId: string, heldUntil: Date) {
      await db.update(discountCodeUses).set({ heldUntil }).where(eq(discountCodeUses.id, useId));
    },

    /** The order's use becomes a purchase: it counts for good (in the sale's transaction). */
    async markUsed(orderId: string, now: Date) {
      await db
        .update(discountCodeUses)
        .set({ status: 'USED', usedAt: now, heldUntil: null })
        .where(and(eq(discountCodeUses.orderId, orderId), eq(discountCodeUses.status, 'HELD')));
    },

    /**
     * Each of a developer's codes' figures: purchases made with it (free ones included), holds
     * running now, and the sales it brought (count and amount paid, refunded sales left out).
     */
    async figuresOf(developerId: string, now: Date) {
      const rows = await db
        .select({
          codeId: discountCodeUses.codeId,
          used: sql<number>`count(*) filter (where ${discountCodeUses.status} = 'USED')`.mapWith(Number),
          held: sql<number>`count(*) filter (where ${discountCodeUses.status} = 'HELD' and ${discountCodeUses.heldUntil} > ${now})`.mapWith(
            Number,
          ),
          sales: count(sales.id),
          salesCents: sum(sales.amountCents).mapWith(Number),
        })
        .from(discountCodeUses)
        .innerJoin(discountCodes, eq(discountCodes.id, discountCodeUses.codeId))
        .leftJoin(sales, and(eq(sales.orderId, discountCodeUses.orderId), isNull(sales.refundedAt)))
        .where(eq(discountCodes.developerId, developerId))
        .groupBy(discountCodeUses.codeId);
      return new Map(rows.map((row) => [row.codeId, row]));
    },
  };
}

export type TDiscountRepository = ReturnType<typeof createDiscountRepository>;
