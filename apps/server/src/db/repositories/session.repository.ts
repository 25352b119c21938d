import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDb } from '../client';
import { sessions, type TSessionRow, type TUserRow, users } from '../schema';

export function createSessionRepository(db: TDb) {
  return {
    async insert(values: {
      userId: string;
      tokenHash: string;
      expiresAt: Date;
      userAgent: string | null;
      now: Date;
    }) {
      const [row] = await db
        .insert(sessions)
        .values({ ...values, createdAt: values.now, lastSeenAt: values.now })
        .returning();
      return row as TSessionRow;
    },

    async findByTokenHash(tokenHash: string): Promise<{ session: TSessionRow; user: TUserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async touch(id: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    async revoke(id: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Revokes every live session of the user except `keepId` (all of them when it is null). */
    async revokeAllOfUser(userId: string, keepId: string | null, now: Date) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepId) conditions.push(ne(sessions.id, keepId));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(...conditions));
    },
  };
}

export type TSessionRepository = ReturnType<typeof createSessionRepository>;
