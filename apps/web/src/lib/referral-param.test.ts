import { describe, expect, it } from 'vitest';
import { addressWithoutReferral } from './referral-param';

describe('an address without its referral source', () => {
  it('drops ref and keeps the other parameters as written', () => {
    expect(addressWithoutReferral('?ref=news_1')).toBe('');
    expect(addressWithoutReferral('?q=caf%C3%A9&ref=news_1&sort=new')).toBe('?q=caf%C3%A9&sort=new');
    expect(addressWithoutReferral('?ref')).toBe('');
    expect(addressWithoutReferral('?ref=a&ref=b&lang=en')).toBe('?lang=en');
  });

  it('leaves an address without one alone', () => {
    expect(addressWithoutReferral('')).toBeNull();
    expect(addressWithoutReferral('?referrer=x&q=ref')).toBeNull();
  });
});
