import type { TDeveloperSale } from '@vitrina/shared/dashboards/developer-dashboard.schemas';

/** Which sales the payouts table lists. */
export type TPayoutFilter = 'all' | 'pending' | 'paid';

/** A sale is paid once the payout is confirmed; pending and in-progress payouts are still owed. */
export function isPaid(sale: Pick<TDeveloperSale, 'payoutStatus'>): boolean {
  return sale.payoutStatus === 'PAID';
}

export function filterSales(sales: ReadonlyArray<TDeveloperSale>, filter: TPayoutFilter): TDeveloperSale[] {
  if (filter === 'all') return [...sales];
  return sales.filter((sale) => isPaid(sale) === (filter === 'paid'));
}

export interface TSalesTotals {
  count: number;
  amount: number;
  commission: number;
  net: number;
  paid: number;
  pending: number;
}

/**
 * The totals of the listed sales, added in cents so they match to the cent:
 * amount = commission + net, net = paid + pending.
 */
export function sumSales(sales: ReadonlyArray<TDeveloperSale>): TSalesTotals {
  let amount = 0;
  let commission = 0;
  let paid = 0;
  let pending = 0;
  for (const sale of sales) {
    const net = Math.round(sale.net * 100);
    amount += Math.round(sale.amount * 100);
    commission += Math.round(sale.commission * 100);
    if (isPaid(sale)) paid += net;
    else pending += net;
  }
  return {
    count: sales.length,
    amount: amount / 100,
    commission: commission / 100,
    net: (paid + pending) / 100,
    paid: paid / 100,
    pending: pending / 100,
  };
}

/** The share of the net already paid, 0-100, for the progress bar (100 when nothing is owed at all). */
export function paidShare(totals: { paid: number; pending: number }): number {
  const owed = totals.paid + totals.pending;
  if (!(owed > 0)) return 100;
  return Math.round((totals.paid / owed) * 100);
}
