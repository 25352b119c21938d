import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { notices } from '../tables/notices';

export type TNewNotice = typeof notices.$inferInsert;

/** The in-app notices: written by modules/notifications, read and marked read by their reader. */
export function createNoticeRepository(db: TDb) {
  return {
    /**
     * Writes notices; one whose reader already has its `dedupeKey` is skipped. Answers the readers
     * of the notices written.
     */
    async insertMany(rows: TNewNotice[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const written = await db
        .insert(notices)
        .values(rows)
        .onConflictDoNothing({ target: [notices.userId, notices.dedupeKey] })
        .returning({ userId: notices.userId });
      return written.map((row) => row.userId);
    },

    /** A reader's notices, newest first, one page (0-based). */
    async listFor(userId: string, page: number, size: number) {
      return db
        .select()
        .from(notices)
        .where(eq(notices.userId, userId))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(size)
        .offset(page * size);
    },

    /** How many notices a reader has, and how many of them are unread. */
    async countsFor(userId: string) {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notices.readAt} is null)`.mapWith(Number),
        })
        .from(notices)
        .where(eq(notices.userId, userId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /** The reader's unread notices (the bell), read from their partial index. */
    async countUnread(userId: string) {
      const [row] = await db
        .select({ unread: count() })
        .from(notices)
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
      return row?.unread ?? 0;
    },

    async find(id: string) {
      const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
      return row ?? null;
    },

    /** Marks one notice read; one read already keeps its first reading time (nothing is written). */
    async markRead(id: string, now: Date) {
      await db
        .update(notices)
        .set({ readAt: now })
        .where(and(eq(notices.id, id), isNull(notices.readAt)));
    },

    /** Marks every unread notice of a reader read; answers how many. */
    async markAllRead(userId: string, now: Date) {
      const rows = await db
        .update(notices)
        .set({ readAt: now })
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
        .returning({ id: notices.id });
      return rows.length;
    },
  };
}

export type TNoticeRepository = ReturnType<typeof createNoticeRepository>;
