import type { TPurchaseRefund } from '@vitrina/shared/payments/refund.schemas';
import { describe, expect, it } from 'vitest';
import { purchaseRefundView, refundStateText, refundWindowDays } from './refund-display';

const bought = '2026-10-01T10:00:00.000Z';
const until = '2026-10-31T10:00:00.000Z';
const base = {
  status: 'completed',
  purchaseDate: bought,
  refund: null,
  refundableUntil: until,
  canRequestRefund: false,
};
const refund: TPurchaseRefund = {
  id: 'r1',
  status: 'REJECTED',
  origin: 'BUYER',
  reason: 'No funciona en mi navegador',
  decisionNote: 'La app funciona según su descripción',
  requestedAt: '2026-10-02T10:00:00.000Z',
  updatedAt: '2026-10-03T10:00:00.000Z',
  completedAt: null,
};

describe('refundWindowDays', () => {
  it('is the whole days from the purchase to the end of the window', () => {
    expect(refundWindowDays(bought, until)).toBe(30);
    // The sale is recorded a moment after the order: still 30 days.
    expect(refundWindowDays('2026-10-01T10:00:05.000Z', until)).toBe(30);
  });

  it('is unknown when a date does not read or the window is empty', () => {
    expect(refundWindowDays('', until)).toBeNull();
    expect(refundWindowDays(bought, 'later')).toBeNull();
    expect(refundWindowDays(until, bought)).toBeNull();
  });
});

describe('purchaseRefundView', () => {
  const during = Date.parse('2026-10-15T00:00:00.000Z');
  const after = Date.parse('2026-11-01T00:00:00.000Z');

  it('offers the request while the server allows it', () => {
    expect(purchaseRefundView({ ...base, canRequestRefund: true }, during)).toEqual({
      kind: 'available',
      until,
    });
  });

  it('says when the window ended once it has passed', () => {
    expect(purchaseRefundView(base, after)).toEqual({ kind: 'expired', until, days: 30 });
  });

  it('shows the refund once there is one, whatever the window', () => {
    expect(purchaseRefundView({ ...base, refund }, after)).toEqual({ kind: 'refund', refund });
    expect(purchaseRefundView({ ...base, refund, canRequestRefund: true }, during).kind).toBe('refund');
  });

  it('says nothing for free apps, payments not completed, or inside the window without a right', () => {
    expect(purchaseRefundView({ ...base, refundableUntil: null }, after)).toEqual({ kind: 'none' });
    expect(purchaseRefundView({ ...base, status: 'pending' }, after)).toEqual({ kind: 'none' });
    expect(purchaseRefundView(base, during)).toEqual({ kind: 'none' });
  });
});

describe('refundStateText', () => {
  it('tells approved and pending alike, as the buyer reads them', () => {
    expect(refundStateText('APPROVED')).toBe('approved');
    expect(refundStateText('PENDING')).toBe('approved');
    expect(refundStateText('REQUESTED')).toBe('requested');
    expect(refundStateText('COMPLETED')).toBe('completed');
    expect(refundStateText('REJECTED')).toBe('rejected');
    expect(refundStateText('FAILED')).toBe('failed');
  });
});
