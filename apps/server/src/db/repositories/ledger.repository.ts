import { eq, sql, sum } from 'drizzle-orm';
import { num } from '../../lib/paging';
import type { TDb } from '../client';
import { ledgerEntries } from '../tables/refunds';

/** One entry of a developer's ledger: written once (each sale, refund and payout has its own key). */
export type TLedgerEntryInput =
  | { kind: 'SALE'; developerId: string; amountCents: number; saleId: string; at: Date }
  | { kind: 'REFUND'; developerId: string; amountCents: number; saleId: string; refundId: string; at: Date }
  | { kind: 'PAYOUT'; developerId: string; amountCents: number; payoutId: string; at: Date };

/**
 * The developers' append-only ledger. Writers call `append` in the transaction that makes the
 * sale, completes the refund or marks the payout paid; the sign is decided here from the kind.
 */
export function createLedgerRepository(db: TDb) {
  return {
    async append(entry: TLedgerEntryInput) {
      const magnitude = Math.abs(entry.amountCents);
      await db
        .insert(ledgerEntries)
        .values({
          developerId: entry.developerId,
          kind: entry.kind,
          amountCents: entry.kind === 'SALE' ? magnitude : -magnitude,
          saleId: entry.kind === 'PAYOUT' ? null : entry.saleId,
          refundId: entry.kind === 'REFUND' ? entry.refundId : null,
          payoutId: entry.kind === 'PAYOUT' ? entry.payoutId : null,
          createdAt: entry.at,
        })
        .onConflictDoNothing();
    },

    /** Σ of the developer's entries, in cents (positive: owed to them; negative: they owe). */
    async balanceOf(developerId: string) {
      const [row] = await db
        .select({ total: sum(ledgerEntries.amountCents) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.developerId, developerId));
      return num(row?.total);
    },

    /** Every developer's balance (those with entries). */
    async balances() {
      const rows = await db
        .select({
          developerId: ledgerEntries.developerId,
          total: sql<string>`sum(${ledgerEntries.amountCents})`,
        })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.developerId);
      return new Map(rows.map((r) => [r.developerId, num(r.total)]));
    },
  };
}

export type TLedgerRepository = ReturnType<typeof createLedgerRepository>;
