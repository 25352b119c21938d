import { describe, expect, it } from 'vitest';
import { formatRelativeTime, orderStatusOf, paymentMethodLabel } from './engagement-format';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago, in the reader language', () => {
    expect(formatRelativeTime(ago(10), 'es', now)).toBe('ahora');
    expect(formatRelativeTime(ago(5 * 60), 'es', now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(ago(3 * 3600 + 50), 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), 'es', now)).toBe('ayer');
    expect(formatRelativeTime(ago(3 * 86400), 'en', now)).toBe('3 days ago');
  });

  it('gives the date after a week, nothing for a bad date, and "now" for a slightly future one', () => {
    expect(formatRelativeTime('2026-05-01T12:00:00Z', 'es', now)).toBe('1 de mayo de 2026');
    expect(formatRelativeTime('not a date', 'es', now)).toBe('');
    expect(formatRelativeTime(ago(-30), 'en', now)).toBe('now');
  });
});

describe('orders', () => {
  it('labels unknown statuses as refunded', () => {
    expect(orderStatusOf('completed')).toBe('completed');
    expect(orderStatusOf('PENDING')).toBe('pending');
    expect(orderStatusOf('failed')).toBe('failed');
    expect(orderStatusOf('refunded')).toBe('refunded');
    expect(orderStatusOf('cancelled')).toBe('refunded');
  });

  it('names payment methods', () => {
    expect(paymentMethodLabel('paypal')).toBe('PayPal');
    expect(paymentMethodLabel('card')).toBe('card');
  });
});
