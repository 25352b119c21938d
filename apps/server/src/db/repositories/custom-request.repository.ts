import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../client';
import { customRequests } from '../tables/mail';

export type TNewCustomRequestRow = typeof customRequests.$inferInsert;

export function createCustomRequestRepository(db: TDb) {
  return {
    async insert(values: TNewCustomRequestRow) {
      const [request] = await db.insert(customRequests).values(values).returning();
      if (!request) throw new Error('Custom request insert returned nothing');
      return request;
    },

    /** One page of requests, newest first, without their files, and how many there are. */
    async list(page: number, size: number) {
      const [total] = await db.select({ n: count() }).from(customRequests);
      const rows = await db
        .select({
          id: customRequests.id,
          name: customRequests.name,
          email: customRequests.email,
          description: customRequests.description,
          sharedUrl: customRequests.sharedUrl,
          userId: customRequests.userId,
          attachmentName: customRequests.attachmentName,
          attachmentType: customRequests.attachmentType,
          attachmentSize: customRequests.attachmentSize,
          createdAt: customRequests.createdAt,
        })
        .from(customRequests)
        .orderBy(desc(customRequests.createdAt), desc(customRequests.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** A request's id and who sent it (null: a visitor), or null when there is none. */
    async find(id: string) {
      const [row] = await db
        .select({ id: customRequests.id, userId: customRequests.userId })
        .from(customRequests)
        .where(eq(customRequests.id, id))
        .limit(1);
      return row ?? null;
    },

    /** A request's attached file (its key in the blob store), or null when it has none. */
    async findAttachment(id: string) {
      const [row] = await db
        .select({
          name: customRequests.attachmentName,
          type: customRequests.attachmentType,
          key: customRequests.attachmentKey,
        })
        .from(customRequests)
        .where(eq(customRequests.id, id));
      if (!row?.key || !row.name || !row.type) return null;
      return { name: row.name, type: row.type, key: row.key };
    },

    /** Requests whose file still sits in the old bytea column, a few at a time (files are up to 1 MB). */
    listBytesToMove(limit: number) {
      return db
        .select({
          id: customRequests.id,
          key: customRequests.attachmentKey,
          content: customRequests.attachment,
        })
        .from(customRequests)
        .where(isNotNull(customRequests.attachment))
        .orderBy(customRequests.id)
        .limit(limit);
    },

    /** The request's file is in the blob store under `key`: the old column lets it go. */
    async markBytesMoved(id: string, key: string) {
      await db
        .update(customRequests)
        .set({ attachmentKey: key, attachment: null })
        .where(eq(customRequests.id, id));
    },
  };
}
