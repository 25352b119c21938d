import { describe, expect, it } from 'vitest';
import { formatNoticeTime, noticeHref, unreadBadge } from './notice-time';

describe('a notice as the page shows it', () => {
  it('writes its time in the reader’s language, nothing for a date that does not parse', () => {
    expect(formatNoticeTime('2026-11-27T10:15:00Z', 'es')).toMatch(/2026/);
    expect(formatNoticeTime('2026-11-27T10:15:00Z', 'en')).toMatch(/Nov/);
    expect(formatNoticeTime('mañana', 'es')).toBe('');
  });

  it('follows only links of the product itself', () => {
    expect(noticeHref('/app/contador')).toBe('/app/contador');
    expect(noticeHref('/developer-dashboard?tab=refunds')).toBe('/developer-dashboard?tab=refunds');
    expect(noticeHref('//evil.example/x')).toBe('/notices');
    expect(noticeHref('https://evil.example/')).toBe('/notices');
  });

  it('shows up to 99 unread on the bell, then 99+, and nothing for none', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});
