import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { payouts, sales } from '../tables/payments';
import { ledgerEntries } from '../tables/refunds';

/** The order entries happened in (a sale before its refund, a refund before a payout of the same instant). */
const chronological = [ledgerEntries.createdAt, ledgerEntries.kind, ledgerEntries.id] as const;

type TEntryRow = {
  entry: typeof ledgerEntries.$inferSelect;
  balanceAfter: string;
  projectName: string | null;
  reference: string | null;
};

/** CSV exports stop here (a developer with more entries downloads the newest ones). */
export const LEDGER_EXPORT_MAX = 100_000;

/** Reading developers' ledgers: entries with the running balance, sums, and every balance. */
export function createLedgerReadRepository(db: TDb) {
  /** Entries of one developer, newest first, each with the balance right after it (a window sum). */
  const entriesQuery = (developerId: string) =>
    db
      .select({
        entry: ledgerEntries,
        balanceAfter: sql<string>`sum(${ledgerEntries.amountCents}) over (order by ${sql.join(
          chronological.map((c) => sql`${c}`),
          sql`, `,
        )})`,
        projectName: projects.name,
        reference: payouts.reference,
      })
      .from(ledgerEntries)
      .leftJoin(sales, eq(sales.id, ledgerEntries.saleId))
      .leftJoin(projects, eq(projects.id, sales.projectId))
      .leftJoin(payouts, eq(payouts.id, ledgerEntries.payoutId))
      .where(eq(ledgerEntries.developerId, developerId))
      .orderBy(...chronological.map((c) => desc(c)));

  const toEntry = (row: TEntryRow) => ({
    ...row.entry,
    balanceAfterCents: num(row.balanceAfter),
    projectName: row.projectName,
    reference: row.reference,
  });

  return {
    /** One page of the developer's entries, newest first. */
    async entries(developerId: string, page: number, size: number) {
      const rows = await entriesQuery(developerId)
        .limit(size)
        .offset(page * size);
      return rows.map(toEntry);
    },

    /** All of the developer's entries (up to LEDGER_EXPORT_MAX), newest first. */
    async allEntries(developerId: string) {
      return (await entriesQuery(developerId).limit(LEDGER_EXPORT_MAX)).map(toEntry);
    },

    /** The developer's balance, the signed sum of each kind, and how many entries they have. */
    async summary(developerId: string) {
      const [row] = await db
        .select({
          balance: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
          sales: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'SALE'), 0)`,
          refunds: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'REFUND'), 0)`,
          payouts: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'PAYOUT'), 0)`,
          n: sql<string>`count(*)`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.developerId, developerId));
      return {
        balanceCents: num(row?.balance),
        salesCents: num(row?.sales),
        refundsCents: num(row?.refunds),
        payoutsCents: num(row?.payouts),
        count: num(row?.n),
      };
    },

    /** Per developer: their sales no payout settled yet (refunded ones left out), count and net. */
    async unsettledByDeveloper() {
      const rows = await db
        .select({
          developerId: sales.developerId,
          n: sql<string>`count(*)`,
          net: sql<string>`coalesce(sum(${sales.netCents}), 0)`,
        })
        .from(sales)
        .where(sql`${sales.payoutStatus} <> 'PAID' and ${sales.refundedAt} is null`)
        .groupBy(sales.developerId);
      return new Map(rows.map((r) => [r.developerId, { count: num(r.n), netCents: num(r.net) }]));
    },

    /** Names, e-mails and merchant ids of these accounts. */
    async accounts(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          paypalMerchantId: users.paypalMerchantId,
        })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.name));
    },

    /** Σ of the positive balances (what is owed to developers) and how many developers are owed. */
    async owedToDevelopers() {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(b.balance) filter (where b.balance > 0), 0)`,
          n: sql<string>`count(*) filter (where b.balance > 0)`,
        })
        .from(
          db
            .select({
              balance: sql<string>`sum(${ledgerEntries.amountCents})`.as('balance'),
            })
            .from(ledgerEntries)
            .groupBy(ledgerEntries.developerId)
            .as('b'),
        );
      return { cents: num(row?.total), developers: num(row?.n) };
    },
  };
}

export type TLedgerReadRepository = ReturnType<typeof createLedgerReadRepository>;
