import { fromCents } from '@vitrina/shared/payments/commission';
import type {
  TDeveloperBalances,
  TDeveloperLedger,
  TLedgerEntry,
  TLedgerKind,
} from '@vitrina/shared/payments/ledger.schemas';
import type { TAppDeps } from '../../app-deps';
import { createGithubCheckRepository } from '../../db/repositories/github-check.repository';
import { createLedgerRepository } from '../../db/repositories/ledger.repository';
import { createLedgerReadRepository } from '../../db/repositories/ledger-read.repository';
import { createPayoutRepository } from '../../db/repositories/payout.repository';
import { toCsv } from '../../lib/csv';
import { createPayoutAccess, type TActor } from '../access';

type TEntry = Awaited<ReturnType<ReturnType<typeof createLedgerReadRepository>['entries']>>[number];

const KIND_LABELS: Record<'es' | 'en', Record<TLedgerKind, string>> = {
  es: { SALE: 'Venta', REFUND: 'Reembolso', PAYOUT: 'Pago recibido' },
  en: { SALE: 'Sale', REFUND: 'Refund', PAYOUT: 'Payout' },
};

const toEntry = (entry: TEntry): TLedgerEntry => ({
  id: entry.id,
  kind: entry.kind,
  amount: fromCents(entry.amountCents),
  balanceAfter: fromCents(entry.balanceAfterCents),
  date: entry.createdAt.toISOString(),
  saleId: entry.saleId,
  refundId: entry.refundId,
  payoutId: entry.payoutId,
  projectName: entry.kind === 'PAYOUT' ? null : entry.projectName,
  reference: entry.reference,
});

/** Developers' ledgers (for themselves and for admins) and every developer's balance. */
export function createLedgerService(deps: TAppDeps) {
  const { db } = deps;
  const read = createLedgerReadRepository(db);
  const access = createPayoutAccess(db);

  return {
    /** A developer's ledger as someone who may read it sees it (404 when the id names no developer). */
    async developerLedger(actor: TActor, developerId: string, query: { page: number; size: number }) {
      await access.loadFor(developerId, actor, 'readLedger');
      return this.ledgerOf(developerId, query);
    },

    /** One page of the developer's entries (newest first) with balance, what is payable and owed. */
    async ledgerOf(developerId: string, query: { page: number; size: number }): Promise<TDeveloperLedger> {
      const [summary, entries] = await Promise.all([
        read.summary(developerId),
        read.entries(developerId, query.page, query.size),
      ]);
      return {
        balance: fromCents(summary.balanceCents),
        payable: fromCents(Math.max(summary.balanceCents, 0)),
        owed: fromCents(Math.max(-summary.balanceCents, 0)),
        totals: {
          sales: fromCents(summary.salesCents),
          refunds: fromCents(summary.refundsCents),
          payouts: fromCents(summary.payoutsCents),
        },
        entries: entries.map(toEntry),
        currentPage: query.page,
        totalPages: Math.ceil(summary.count / query.size),
        totalElements: summary.count,
      };
    },

    /** Every entry as CSV (newest first), headed and labelled in the reader's language. */
    async ledgerCsv(developerId: string, language?: string): Promise<string> {
      const entries = await read.allEntries(developerId);
      const lang = language?.toLowerCase().startsWith('en') ? 'en' : 'es';
      const header =
        lang === 'en'
          ? ['Date', 'Kind', 'App', 'Amount (USD)', 'Balance after (USD)', 'Reference']
          : ['Fecha', 'Tipo', 'App', 'Importe (USD)', 'Saldo después (USD)', 'Referencia'];
      return toCsv(
        header,
        entries.map((entry) => [
          entry.createdAt.toISOString(),
          KIND_LABELS[lang][entry.kind],
          entry.kind === 'PAYOUT' ? null : entry.projectName,
          (entry.amountCents / 100).toFixed(2),
          (entry.balanceAfterCents / 100).toFixed(2),
          // The payout's reference at the provider; the sale's or refund's id otherwise.
          entry.reference ?? entry.refundId ?? entry.saleId,
        ]),
      );
    },

    /** Developers with a balance, unsettled sales or a payout under way; largest payable first. */
    async balances(): Promise<TDeveloperBalances> {
      const payouts = createPayoutRepository(db);
      const [balances, unsettled, processing] = await Promise.all([
        createLedgerRepository(db).balances(),
        read.unsettledByDeveloper(),
        payouts.processingDevelopers(),
      ]);
      const ids = [...new Set([...balances.keys(), ...unsettled.keys(), ...processing])].filter(
        (id) => (balances.get(id) ?? 0) !== 0 || unsettled.has(id) || processing.has(id),
      );
      const [accounts, checks, lastPaid] = await Promise.all([
        read.accounts(ids),
        createGithubCheckRepository(db).profileStates(ids),
        payouts.lastPaidAt(ids),
      ]);
      const developers = accounts.map((account) => {
        const balance = balances.get(account.id) ?? 0;
        const open = unsettled.get(account.id);
        return {
          developerId: account.id,
          developerName: account.name,
          developerEmail: account.email,
          paypalMerchantId: account.paypalMerchantId,
          balance: fromCents(balance),
          payable: fromCents(Math.max(balance, 0)),
          unpaidSales: open?.count ?? 0,
          unpaidNet: fromCents(open?.netCents ?? 0),
          githubCheck: checks.get(account.id) ?? null,
          payoutInProgress: processing.has(account.id),
          lastPaidAt: lastPaid.get(account.id)?.toISOString() ?? null,
        };
      });
      // Largest payable first, then the largest debt, then by name (accounts come sorted by name).
      developers.sort((a, b) => b.payable - a.payable || a.balance - b.balance);
      const cents = ids.map((id) => balances.get(id) ?? 0);
      return {
        developers,
        totals: {
          payable: fromCents(cents.reduce((sum, b) => sum + Math.max(b, 0), 0)),
          owed: fromCents(cents.reduce((sum, b) => sum + Math.max(-b, 0), 0)),
        },
      };
    },
  };
}
