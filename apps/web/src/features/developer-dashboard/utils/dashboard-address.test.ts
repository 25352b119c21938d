import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYTICS_RANGE, readAnalyticsRange, readDashboardTab } from './dashboard-address';

describe('the dashboard address', () => {
  it('opens the tab it names, the overview otherwise', () => {
    expect(readDashboardTab('payouts')).toBe('payouts');
    expect(readDashboardTab('refunds')).toBe('refunds');
    expect(readDashboardTab('nope')).toBe('overview');
    expect(readDashboardTab(null)).toBe('overview');
  });

  it('takes a range the server offers, the default otherwise', () => {
    expect(readAnalyticsRange('90')).toBe(90);
    expect(readAnalyticsRange('45')).toBe(DEFAULT_ANALYTICS_RANGE);
    expect(readAnalyticsRange(null)).toBe(DEFAULT_ANALYTICS_RANGE);
  });
});
