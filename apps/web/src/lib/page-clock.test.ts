import { describe, expect, it, vi } from 'vitest';

/** Fresh copies of the modules: the time zone adopted is the page's, once per page. */
const load = async () => {
  vi.resetModules();
  const clock = await import('./page-clock');
  const intl = await import('./intl-formats');
  return { ...clock, ...intl };
};

// 02:00 UTC: the 23rd in UTC, still the 22nd in Guayaquil (UTC-5).
const LATE = new Date('2026-10-23T02:00:00Z');

describe('page clock', () => {
  it("writes dates in the reader's time zone until a page the server rendered is taken over", async () => {
    const { dateTimeFormat, displayTimeZone } = await load();
    expect(displayTimeZone()).toBeUndefined();
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(LATE)).toBe(
      '23 de octubre de 2026',
    );
  });

  it("then in the server's time zone, as the page was written (an explicit zone still wins)", async () => {
    const { adoptPageClock, dateTimeFormat, displayTimeZone } = await load();
    adoptPageClock({ renderedAt: LATE.getTime(), timeZone: 'America/Guayaquil' });
    expect(displayTimeZone()).toBe('America/Guayaquil');
    expect(dateTimeFormat('es', { dateStyle: 'long' }).format(LATE)).toBe('22 de octubre de 2026');
    expect(dateTimeFormat('en', { dateStyle: 'long' }).format(LATE)).toBe('October 22, 2026');
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(LATE)).toBe(
      '23 de octubre de 2026',
    );
  });

  it("a page without a clock (an older page's data) leaves the reader's zone", async () => {
    const { adoptPageClock, displayTimeZone } = await load();
    adoptPageClock(undefined);
    expect(displayTimeZone()).toBeUndefined();
  });

  it("the server's clock names its time and zone", async () => {
    const { serverPageClock } = await load();
    const before = Date.now();
    const clock = serverPageClock();
    expect(clock.renderedAt).toBeGreaterThanOrEqual(before);
    expect(clock.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
