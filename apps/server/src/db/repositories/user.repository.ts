import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { type TUserRow, users } from '../schema';

export type TNewUser = typeof users.$inferInsert;

/** An account the lookup leaves out (the one asking: its own address or profile is not taken). */
type TExcept = { except?: string };
const unlessExcepted = (condition: SQL, { except }: TExcept) =>
  except === undefined ? condition : and(condition, ne(users.id, except));

export function createUserRepository(db: TDb) {
  return {
    async findById(id: string): Promise<TUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findByEmail(email: string, options: TExcept = {}): Promise<TUserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(unlessExcepted(eq(users.email, email.toLowerCase()), options))
        .limit(1);
      return row ?? null;
    },
    async findByMerchantId(merchantId: string, options: TExcept = {}): Promise<TUserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(unlessExcepted(eq(users.paypalMerchantId, merchantId), options))
        .limit(1);
      return row ?? null;
    },
    async findByGithubProfile(profile: string, options: TExcept = {}): Promise<TUserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(unlessExcepted(sql`lower(${users.githubProfile}) = ${profile.toLowerCase()}`, options))
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
    /**
     * Many accounts in a few statements (a thousand rows each), for bulk loads such as the notice
     * batches' test of an app with ten thousand owners. Answers their ids, in the order given.
     */
    async insertMany(rows: TNewUser[]): Promise<string[]> {
      const ids: string[] = [];
      for (let start = 0; start < rows.length; start += 1000) {
        const inserted = await db
          .insert(users)
          .values(rows.slice(start, start + 1000))
          .returning({ id: users.id });
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },
    /** The admins' ids and languages: the people told of work waiting for review. */
    async listAdmins() {
      return db.select({ id: users.id, language: users.language }).from(users).where(eq(users.role, 'admin'));
    },
    async update(id: string, values: Partial<TNewUser>): Promise<TUserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row as TUserRow;
    },
  };
}

export type TUserRepository = ReturnType<typeof createUserRepository>;
