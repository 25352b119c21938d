import { describe, expect, it } from 'vitest';
import { percentInputToRate, rateToPercentInput } from './commission-rate';

describe('the commission field', () => {
  it('shows a rate as a percentage without floating-point noise', () => {
    expect(rateToPercentInput(0.07)).toBe('7');
    expect(rateToPercentInput(0.125)).toBe('12.5');
    expect(rateToPercentInput(0)).toBe('0');
    expect(rateToPercentInput(1)).toBe('100');
    expect(rateToPercentInput(null)).toBe('');
  });

  it('reads a percentage typed either way into a rate', () => {
    expect(percentInputToRate('12,5')).toEqual({ ok: true, rate: 0.125 });
    expect(percentInputToRate(' 7 % ')).toEqual({ ok: true, rate: 0.07 });
    expect(percentInputToRate('0')).toEqual({ ok: true, rate: 0 });
    expect(percentInputToRate('33.33')).toEqual({ ok: true, rate: 0.3333 });
  });

  it('treats an empty field as the platform rate and text as not a number', () => {
    expect(percentInputToRate('  ')).toEqual({ ok: true, rate: null });
    expect(percentInputToRate('diez')).toEqual({ ok: false });
    expect(percentInputToRate('1e2')).toEqual({ ok: false });
  });

  it('passes out-of-range values on, for the shared schema to refuse', () => {
    expect(percentInputToRate('150')).toEqual({ ok: true, rate: 1.5 });
    expect(percentInputToRate('-5')).toEqual({ ok: true, rate: -0.05 });
  });

  it('goes back and forth without drift', () => {
    for (const text of ['0', '5', '7', '10', '12.5', '25', '33.33', '100']) {
      const parsed = percentInputToRate(text);
      expect(parsed.ok && rateToPercentInput(parsed.rate)).toBe(text);
    }
  });
});
