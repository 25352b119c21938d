import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin.json';
import es from '../../../locales/es/admin.json';
import { deliveryLabel } from './delivery-status';

const delivery = (overrides: Partial<Parameters<typeof deliveryLabel>[0]> = {}) => ({
  status: 'PENDING' as const,
  attempts: 0,
  lastError: null,
  sentAt: null,
  nextAttemptAt: null,
  ...overrides,
});

/** Reads a dotted key of a locale file ('requests.delivery.status.SENT'). */
function textOf(file: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], file);
}

describe('the delivery status of a custom request e-mail', () => {
  it('is "En cola" while waiting for its first attempt', () => {
    const label = deliveryLabel(delivery(), 'es');
    expect(label).toMatchObject({
      tone: 'waiting',
      labelKey: 'requests.delivery.status.PENDING',
      detail: null,
    });
    expect(textOf(es, label.labelKey)).toBe('En cola');
  });

  it('shows the next retry time and the last error once an attempt failed', () => {
    const label = deliveryLabel(
      delivery({ attempts: 2, lastError: ' Brevo 500 ', nextAttemptAt: '2026-03-12T14:05:00Z' }),
      'en',
    );
    expect(label.tone).toBe('retrying');
    expect(label.detail?.key).toBe('requests.delivery.nextRetry');
    expect(label.detail?.values.count).toBe(2);
    expect(String(label.detail?.values.date)).toMatch(/Mar 12, 2026/);
    expect(label.lastError).toBe('Brevo 500');
  });

  it('still says a retry is due when the server gave no time for it', () => {
    const label = deliveryLabel(delivery({ attempts: 1 }), 'es');
    expect(label.detail).toEqual({ key: 'requests.delivery.retryPending', values: { count: 1 } });
  });

  it('is "Enviando" while the worker sends it', () => {
    const label = deliveryLabel(delivery({ status: 'SENDING', attempts: 1, lastError: 'old' }), 'es');
    expect(label).toMatchObject({ tone: 'sending', detail: null, lastError: null });
    expect(textOf(es, label.labelKey)).toBe('Enviando');
  });

  it('is "Enviado" with its date once delivered, whatever failed before', () => {
    const label = deliveryLabel(
      delivery({ status: 'SENT', attempts: 3, lastError: 'timeout', sentAt: '2026-03-12T14:05:00Z' }),
      'es',
    );
    expect(label).toMatchObject({ tone: 'sent', lastError: null });
    expect(String(label.detail?.values.date)).toMatch(/12 mar 2026/);
    expect(textOf(es, label.labelKey)).toBe('Enviado');
    expect(deliveryLabel(delivery({ status: 'SENT' }), 'es').detail).toBeNull();
  });

  it('is "Fallido" with the attempts made and the last error after giving up', () => {
    const label = deliveryLabel(delivery({ status: 'FAILED', attempts: 5, lastError: 'HTTP 401' }), 'es');
    expect(label).toMatchObject({
      tone: 'failed',
      detail: { key: 'requests.delivery.failedAfter', values: { count: 5 } },
      lastError: 'HTTP 401',
    });
    expect(textOf(es, label.labelKey)).toBe('Fallido');
    expect(
      deliveryLabel(delivery({ status: 'FAILED', attempts: 1, lastError: '  ' }), 'es').lastError,
    ).toBeNull();
  });

  it('has every label and detail in both languages', () => {
    for (const status of ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const) {
      const key = `requests.delivery.status.${status}`;
      expect(typeof textOf(es, key)).toBe('string');
      expect(typeof textOf(en, key)).toBe('string');
    }
    for (const key of [
      'sentAt',
      'nextRetry_one',
      'nextRetry_other',
      'retryPending_other',
      'failedAfter_other',
    ]) {
      expect(typeof textOf(es, `requests.delivery.${key}`)).toBe('string');
      expect(typeof textOf(en, `requests.delivery.${key}`)).toBe('string');
    }
  });
});
