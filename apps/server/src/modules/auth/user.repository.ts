import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';

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
    /**
     * Counts one sign-in attempt on the account, in one statement (concurrent attempts all count);
     * attempts older than `windowStart` no longer count. Returns the attempts in the window.
     */
    async countLoginAttempt(id: string, now: Date, windowStart: Date): Promise<number> {
      const fresh = sql`${users.loginAttemptsSince} is null or ${users.loginAttemptsSince} <= ${windowStart}`;
      const [row] = await db
        .update(users)
        .set({
          loginAttempts: sql`case when ${fresh} then 1 else ${users.loginAttempts} + 1 end`,
          loginAttemptsSince: sql`case when ${fresh} then ${now} else ${users.loginAttemptsSince} end`,
        })
        .where(eq(users.id, id))
        .returning({ attempts: users.loginAttempts });
      return row?.attempts ?? 0;
    },
    async resetLoginAttempts(id: string): Promise<void> {
      await db.update(users).set({ loginAttempts: 0, loginAttemptsSince: null }).where(eq(users.id, id));
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
