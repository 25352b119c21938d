import { ANALYTICS_RANGES } from '@vitrina/shared/dashboards/developer-dashboard.schemas';

// What the dashboard keeps in its address (?tab=analytics&days=90), so a reload or a shared link
// opens the same view.

export const DASHBOARD_TABS = [
  'overview',
  'apps',
  'analytics',
  'payouts',
  'refunds',
  'codes',
  'webhooks',
] as const;
export type TDashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab named in the address (?tab=apps); the overview otherwise. */
export function readDashboardTab(value: string | null): TDashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? 'overview';
}

export type TAnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: TAnalyticsRange = 30;

/** The range named in the address (?days=90) when it is one the server offers; 30 days otherwise. */
export function readAnalyticsRange(value: string | null): TAnalyticsRange {
  return ANALYTICS_RANGES.find((range) => String(range) === value) ?? DEFAULT_ANALYTICS_RANGE;
}
