import { describe, expect, it } from 'vitest';
import { discountCodeBody, discountCodeField, ZDiscountCodeForm } from './discount-code-form';

const typed = {
  code: 'Verano20',
  projectId: '',
  kind: 'percent' as const,
  value: '20',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  isPublic: false,
};

describe('the new discount code form', () => {
  it('sends a percent for every app with no limits', () => {
    expect(discountCodeBody(typed)).toEqual({
      code: 'Verano20',
      projectId: null,
      kind: 'percent',
      percent: 20,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      isPublic: false,
    });
  });

  it('sends a fixed amount typed with a decimal comma, for one app, with its limits', () => {
    const body = discountCodeBody({
      ...typed,
      projectId: 'app-1',
      kind: 'fixed',
      value: '2,50',
      startsAt: '2026-12-01T09:00',
      endsAt: '2026-12-31T23:59',
      maxUses: '100',
      isPublic: true,
    });
    expect(body).toMatchObject({
      projectId: 'app-1',
      kind: 'fixed',
      amount: 2.5,
      maxUses: 100,
      isPublic: true,
    });
    expect(body.startsAt).toBe(new Date('2026-12-01T09:00').toISOString());
    expect(Date.parse(body.endsAt ?? '')).toBeGreaterThan(Date.parse(body.startsAt ?? ''));
  });

  it('checks the code and asks for a value before the server is asked', () => {
    const result = ZDiscountCodeForm.safeParse({ ...typed, code: 'AB', value: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(['code: discount.codeInvalid', 'value: discount.valueRequired']);
  });

  it("puts the server's messages under the form's fields", () => {
    expect(discountCodeField('percent')).toBe('value');
    expect(discountCodeField('body.amount')).toBe('value');
    expect(discountCodeField('/endsAt')).toBe('endsAt');
    expect(discountCodeField('isPublic')).toBe('isPublic');
    expect(discountCodeField('status')).toBeNull();
  });
});
