import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { type TUserRow, users } from '../schema';

export type TNewUser = typeof users.$inferInsert;

export function createUserRepository(db: TDb) {
  return {
    async findById(id: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findByEmail(email: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },
    async findByMerchantId(merchantId: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.paypalMerchantId, merchantId)).limit(1);
      return row ?? null;
    },
    async findByGithubProfile(profile: string): Promise<TUserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.githubProfile}) = ${profile.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },
    /** E-mail, name and language of accounts, for the mails written to them. */
    async findContacts(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(inArray(users.id, ids));
    },
    async insert(values: TNewUser): Promise<TUserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row as TUserRow;
    },
    async update(id: string, values: Partial<TNewUser>): Promise<TUserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row as TUserRow;
    },
  };
}

export type TUserRepository = ReturnType<typeof createUserRepository>;
