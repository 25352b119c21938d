import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats';

describe('intl formats', () => {
  it('makes each formatter once per locale and options', () => {
    expect(numberFormat('es-EC', { maximumFractionDigits: 1 })).toBe(
      numberFormat('es-EC', { maximumFractionDigits: 1 }),
    );
    expect(dateTimeFormat('en', { dateStyle: 'long' })).toBe(dateTimeFormat('en', { dateStyle: 'long' }));
    expect(relativeTimeFormat('es', { numeric: 'auto' })).toBe(relativeTimeFormat('es', { numeric: 'auto' }));
  });

  it('keeps formatters of other locales, options or kinds apart', () => {
    const spanish = numberFormat('es-EC', { maximumFractionDigits: 1 });
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(spanish);
    expect(numberFormat('es-EC', { maximumFractionDigits: 2 })).not.toBe(spanish);
    expect(spanish.format(1234.56)).toBe('1.234,6');
    expect(numberFormat('en-US', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
    expect(dateTimeFormat('es', { dateStyle: 'long' }).format(new Date('2026-11-18T12:00:00Z'))).toBe(
      '18 de noviembre de 2026',
    );
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });
});
