import { and, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { loginThrottles, users } from '../schema';

export type TThrottlePair = typeof loginThrottles.$inferSelect;

/** The counts of the sign-in guard: per account and client address, and per account. */
export function createLoginThrottleRepository(db: TDb) {
  const pairOf = (userId: string, clientAddress: string) =>
    and(eq(loginThrottles.userId, userId), eq(loginThrottles.clientAddress, clientAddress));

  return {
    /**
     * The account's count across addresses, its row locked until the transaction ends, so the
     * attempts on one account are decided one after the other (from every process).
     */
    async lockAccount(userId: string): Promise<{ failures: number; since: Date | null } | null> {
      const [row] = await db
        .select({ failures: users.loginAttempts, since: users.loginAttemptsSince })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ?? null;
    },

    async findPair(userId: string, clientAddress: string): Promise<TThrottlePair | null> {
      const [row] = await db.select().from(loginThrottles).where(pairOf(userId, clientAddress)).limit(1);
      return row ?? null;
    },

    async saveFailures(userId: string, clientAddress: string, failures: number, now: Date) {
      await db
        .insert(loginThrottles)
        .values({ userId, clientAddress, failures, lastFailureAt: now })
        .onConflictDoUpdate({
          target: [loginThrottles.userId, loginThrottles.clientAddress],
          set: { failures, lastFailureAt: now },
        });
    },

    async saveAccountFailures(userId: string, failures: number, since: Date | null) {
      await db
        .update(users)
        .set({ loginAttempts: failures, loginAttemptsSince: since })
        .where(eq(users.id, userId));
    },

    /**
     * A sign-in from the address worked: its count starts over and it is marked as the account's;
     * `takeBackAccountFailure`: the attempt was counted against the account when it began.
     */
    async recordSuccess(
      userId: string,
      clientAddress: string,
      now: Date,
      options: { takeBackAccountFailure: boolean } = { takeBackAccountFailure: false },
    ) {
      await db
        .insert(loginThrottles)
        .values({ userId, clientAddress, failures: 0, lastFailureAt: null, lastSuccessAt: now })
        .onConflictDoUpdate({
          target: [loginThrottles.userId, loginThrottles.clientAddress],
          set: { failures: 0, lastFailureAt: null, lastSuccessAt: now },
        });
      if (options.takeBackAccountFailure)
        await db
          .update(users)
          .set({ loginAttempts: sql`greatest(${users.loginAttempts} - 1, 0)` })
          .where(eq(users.id, userId));
    },

    /**
     * Deletes the account's rows that no longer count: failures older than `failuresBefore` and no
     * success since `successesBefore` (the address it is asked for stays).
     */
    async forgetStale(userId: string, keepAddress: string, failuresBefore: Date, successesBefore: Date) {
      await db
        .delete(loginThrottles)
        .where(
          and(
            eq(loginThrottles.userId, userId),
            ne(loginThrottles.clientAddress, keepAddress),
            or(isNull(loginThrottles.lastFailureAt), lte(loginThrottles.lastFailureAt, failuresBefore)),
            or(isNull(loginThrottles.lastSuccessAt), lt(loginThrottles.lastSuccessAt, successesBefore)),
          ),
        );
    },

    /** The password changed: the guesses made against the old one no longer count anywhere. */
    async clearAccount(userId: string) {
      await db
        .update(loginThrottles)
        .set({ failures: 0, lastFailureAt: null })
        .where(eq(loginThrottles.userId, userId));
      await db.update(users).set({ loginAttempts: 0, loginAttemptsSince: null }).where(eq(users.id, userId));
    },
  };
}
