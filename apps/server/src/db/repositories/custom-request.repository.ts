import { count, desc, eq } from 'drizzle-orm';
import type { TDb } from '../client';
import { customRequests } from '../tables/mail';

export type TNewCustomRequestRow = typeof customRequests.$inferInsert;

export function createCustomRequestRepository(db: TDb) {
  return {
    async insert(values: TNewCustomRequestRow) {
      const [request] = await db.insert(customRequests).values(values).returning({ id: customRequests.id });
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

    /** A request's attached file, or null when it has none. */
    async findAttachment(id: string) {
      const [row] = await db
        .select({
          name: customRequests.attachmentName,
          type: customRequests.attachmentType,
          content: customRequests.attachment,
        })
        .from(customRequests)
        .where(eq(customRequests.id, id));
      if (!row?.content || !row.name || !row.type) return null;
      return { name: row.name, type: row.type, content: row.content };
    },
  };
}
