import { describe, expect, it } from 'vitest';
import type { TDiscountCodeRow } from '../../db/repositories/discount.repository';
import { codeRefusal, discountedCents } from './pricing';

const percent = (value: number) => ({ kind: 'PERCENT' as const, percent: value, amountCents: null });
const fixed = (cents: number) => ({ kind: 'FIXED' as const, percent: null, amountCents: cents });

describe('the price after a code', () => {
  it.each([
    [999, percent(1), 989],
    [999, percent(15), 849],
    [999, percent(50), 499],
    [999, percent(99), 10],
    [999, percent(100), 0],
    [1, percent(50), 0],
    [1, percent(49), 1],
    [500, fixed(1), 499],
    [500, fixed(499), 1],
    [500, fixed(500), 0],
    [500, fixed(501), 0],
  ])('%i cents with %o: %i', (list, rule, expected) => {
    expect(discountedCents(list, rule)).toBe(expected);
  });

  it('is never below 0 nor above the list price', () => {
    for (let list = 0; list <= 2000; list += 7)
      for (const rule of [percent(1), percent(33), percent(100), fixed(1), fixed(999)]) {
        const price = discountedCents(list, rule);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(list);
      }
  });
});

describe('whether a code applies', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const code = (fields: Partial<TDiscountCodeRow> = {}): TDiscountCodeRow => ({
    id: 'c',
    developerId: 'dev',
    projectId: null,
    code: 'PROMO',
    codeKey: 'PROMO',
    kind: 'PERCENT',
    percent: 10,
    amountCents: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    status: 'ACTIVE',
    isPublic: false,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  const target = { projectId: 'app', developerId: 'dev' };

  it('applies to every app of its developer, or to its own app', () => {
    expect(codeRefusal(code(), target, now)).toBeNull();
    expect(codeRefusal(code({ projectId: 'app' }), target, now)).toBeNull();
  });

  it('says why it does not', () => {
    expect(codeRefusal(code({ projectId: 'other' }), target, now)).toBe('discount.notValid');
    expect(codeRefusal(code({ developerId: 'someone' }), target, now)).toBe('discount.notValid');
    expect(codeRefusal(code({ status: 'PAUSED' }), target, now)).toBe('discount.paused');
    expect(codeRefusal(code({ startsAt: new Date(now.getTime() + 1) }), target, now)).toBe(
      'discount.notStarted',
    );
    // The end is the first moment it no longer applies.
    expect(codeRefusal(code({ endsAt: now }), target, now)).toBe('discount.ended');
    expect(codeRefusal(code({ endsAt: new Date(now.getTime() + 1), startsAt: now }), target, now)).toBeNull();
  });
});
