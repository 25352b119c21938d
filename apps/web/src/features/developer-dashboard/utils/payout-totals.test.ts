import type { TDeveloperSale } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { describe, expect, it } from 'vitest';
import { filterSales, paidShare, sumSales } from './payout-totals';

let counter = 0;
function sale(
  amount: number,
  rate: number,
  commission: number,
  payoutStatus: TDeveloperSale['payoutStatus'],
): TDeveloperSale {
  counter += 1;
  return {
    saleId: `s${counter}`,
    date: '2026-03-01T10:00:00Z',
    projectId: 'p1',
    projectName: 'Agenda',
    amount,
    commissionRate: rate,
    commission,
    net: Math.round((amount - commission) * 100) / 100,
    payoutStatus,
    paidAt: payoutStatus === 'PAID' ? '2026-03-05T10:00:00Z' : null,
    reference: payoutStatus === 'PAID' ? `PAYOUT-${counter}` : null,
    refunded: false,
  };
}

describe('the payouts totals', () => {
  const sales = [
    sale(9.99, 0.1, 1, 'PAID'),
    sale(19.99, 0.1, 2, 'PENDING'),
    sale(4.99, 0.25, 1.25, 'PROCESSING'),
    sale(0.1, 0.1, 0.01, 'PAID'),
    sale(0.2, 0, 0, 'PENDING'),
  ];

  it('add up to the cent: amount = commission + net, net = paid + pending', () => {
    const totals = sumSales(sales);
    expect(totals.count).toBe(5);
    expect(totals.amount).toBe(35.27);
    expect(totals.commission).toBe(4.26);
    expect(totals.net).toBe(31.01);
    expect(Math.round((totals.commission + totals.net) * 100)).toBe(Math.round(totals.amount * 100));
    expect(Math.round((totals.paid + totals.pending) * 100)).toBe(Math.round(totals.net * 100));
  });

  it('count a payout in progress as still owed', () => {
    const totals = sumSales(sales);
    expect(totals.paid).toBe(9.08);
    expect(totals.pending).toBe(21.93);
  });

  it('are zero for no sales', () => {
    expect(sumSales([])).toEqual({ count: 0, amount: 0, commission: 0, net: 0, paid: 0, pending: 0 });
  });

  it('follow the filter', () => {
    expect(filterSales(sales, 'all')).toHaveLength(5);
    expect(filterSales(sales, 'paid').map((s) => s.payoutStatus)).toEqual(['PAID', 'PAID']);
    expect(filterSales(sales, 'pending')).toHaveLength(3);
    expect(sumSales(filterSales(sales, 'paid')).pending).toBe(0);
  });

  it('give the share already paid for the progress bar', () => {
    expect(paidShare({ paid: 30, pending: 10 })).toBe(75);
    expect(paidShare({ paid: 0, pending: 10 })).toBe(0);
    expect(paidShare({ paid: 0, pending: 0 })).toBe(100);
  });
});
