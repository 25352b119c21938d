import { describe, expect, it } from 'vitest';
import { balanceStanding, entryTone, pagerSteps } from './ledger-display';

describe('balanceStanding', () => {
  it('tells a balance owed to the developer from a debt, to the cent', () => {
    expect(balanceStanding({ balance: 12.5 })).toBe('credit');
    expect(balanceStanding({ balance: -7.2 })).toBe('owed');
    expect(balanceStanding({ balance: 0 })).toBe('settled');
    expect(balanceStanding({ balance: 0.004 })).toBe('settled');
  });
});

describe('entryTone', () => {
  it('colours sales and refunds, leaves payouts plain', () => {
    expect(entryTone('SALE')).toContain('emerald');
    expect(entryTone('REFUND')).toContain('red');
    expect(entryTone('PAYOUT')).toBe('text-slate-900');
  });
});

describe('pagerSteps', () => {
  it('goes back and forth within the pages', () => {
    expect(pagerSteps(0, 3)).toEqual({ previous: null, next: 1 });
    expect(pagerSteps(1, 3)).toEqual({ previous: 0, next: 2 });
    expect(pagerSteps(2, 3)).toEqual({ previous: 1, next: null });
  });

  it('has nowhere to go with one page or none, and comes back from past the end', () => {
    expect(pagerSteps(0, 1)).toEqual({ previous: null, next: null });
    expect(pagerSteps(0, 0)).toEqual({ previous: null, next: null });
    expect(pagerSteps(5, 2)).toEqual({ previous: 1, next: null });
  });
});
