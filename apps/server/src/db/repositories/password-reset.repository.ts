import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../client';
import { passwordResetTokens, type TUserRow, users } from '../schema';

export function createPasswordResetRepository(db: TDb) {
  /** A link that still works: not used, not voided, not expired. */
  const live = (now: Date) =>
    and(
      isNull(passwordResetTokens.usedAt),
      isNull(passwordResetTokens.voidedAt),
      gt(passwordResetTokens.expiresAt, now),
    );

  return {
    /** Locks the account's row, so two requests for one account are counted one after the other. */
    async lockUser(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** Links made for the account since `since` (used, voided or not). */
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Voids every link of the account that still works. */
    async voidLive(userId: string, now: Date) {
      await db
        .update(passwordResetTokens)
        .set({ voidedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), live(now)));
    },

    async insert(values: { userId: string; tokenHash: string; now: Date; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values({
        userId: values.userId,
        tokenHash: values.tokenHash,
        createdAt: values.now,
        expiresAt: values.expiresAt,
      });
    },

    /** Forgets the account's links made before `before` (they only served its count). */
    async deleteOlderThan(userId: string, before: Date) {
      await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.createdAt, before)));
    },

    /** The account of a link that still works, or null. */
    async findLiveUser(tokenHash: string, now: Date): Promise<TUserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), live(now)))
        .limit(1);
      return row?.user ?? null;
    },

    /**
     * Uses a link that still works, in one statement (of two concurrent uses, one wins). Returns
     * its account's id, or null when the link does not work.
     */
    async use(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), live(now)))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },
  };
}
