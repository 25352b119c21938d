import type { TDeveloperLedger, TLedgerKind } from '@vitrina/shared/payments/ledger.schemas';

/** Where the developer stands: owed money, owing money (a refund after a payout), or even. */
export type TBalanceStanding = 'credit' | 'owed' | 'settled';

export function balanceStanding(ledger: Pick<TDeveloperLedger, 'balance'>): TBalanceStanding {
  const cents = Math.round(ledger.balance * 100);
  if (cents > 0) return 'credit';
  if (cents < 0) return 'owed';
  return 'settled';
}

/** The colour of a signed amount: credits green, debits as plain text (a payout is not a loss). */
export function entryTone(kind: TLedgerKind): string {
  switch (kind) {
    case 'SALE':
      return 'text-emerald-700';
    case 'REFUND':
      return 'text-red-700';
    default:
      return 'text-slate-900';
  }
}

/** The 0-based pages the pager may go to from `page` (none outside 0 … totalPages − 1). */
export function pagerSteps(
  page: number,
  totalPages: number,
): { previous: number | null; next: number | null } {
  const last = Math.max(0, totalPages - 1);
  return {
    previous: page > 0 ? Math.min(page - 1, last) : null,
    next: page < last ? page + 1 : null,
  };
}
