import { describe, expect, it } from 'vitest';
import { commissionBreakdown } from './commission-breakdown';

describe('the commission breakdown of a purchase', () => {
  it('splits the price in cents at the project rate, as the server records the sale', () => {
    expect(commissionBreakdown(19.99, 0.1, false)).toEqual({
      subtotal: 19.99,
      taxes: 0,
      total: 19.99,
      rate: 0.1,
      commission: 2,
      developerNet: 17.99,
      isInternal: false,
    });
    expect(commissionBreakdown(24, 0.125, false)).toMatchObject({ commission: 3, developerNet: 21 });
    expect(commissionBreakdown(0.05, 0.1, false)).toMatchObject({ commission: 0.01, developerNet: 0.04 });
    expect(commissionBreakdown(15, 0.1, false)).toMatchObject({ commission: 1.5, developerNet: 13.5 });
  });

  it('leaves the whole price when the rate is zero', () => {
    expect(commissionBreakdown(9.99, 0, false)).toMatchObject({ commission: 0, developerNet: 9.99 });
  });

  it('adds up: commission plus developer share is always the subtotal, without float drift', () => {
    for (const price of [0.01, 0.1, 0.29, 1.15, 9.99, 14.95, 33.33, 99.99, 10_000]) {
      for (const rate of [0, 0.05, 0.1, 0.15, 0.25, 0.333]) {
        const figures = commissionBreakdown(price, rate, false);
        expect(Math.round((figures.commission + figures.developerNet) * 100)).toBe(Math.round(price * 100));
        expect(figures.total).toBe(figures.subtotal);
      }
    }
  });

  it('charges internal (official) apps no commission, whatever the rate says', () => {
    expect(commissionBreakdown(49.5, 0.1, true)).toMatchObject({
      rate: 0,
      commission: 0,
      developerNet: 49.5,
      total: 49.5,
      isInternal: true,
    });
  });

  it('never shows a negative payout or a commission above the price for a bad rate', () => {
    expect(commissionBreakdown(10, 1.5, false)).toMatchObject({ rate: 1, commission: 10, developerNet: 0 });
    expect(commissionBreakdown(10, -0.2, false)).toMatchObject({ rate: 0, commission: 0, developerNet: 10 });
    expect(commissionBreakdown(10, Number.NaN, false)).toMatchObject({ rate: 0, commission: 0 });
  });

  it('treats a missing or non-positive price as zero', () => {
    expect(commissionBreakdown(Number.NaN, 0.1, false)).toMatchObject({ total: 0, commission: 0 });
    expect(commissionBreakdown(-5, 0.1, false)).toMatchObject({ total: 0, developerNet: 0 });
  });
});
