import { ANALYTICS_RANGES } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useSearchParams } from 'react-router';

export type TAnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: TAnalyticsRange = 30;

/** The range named in the address (?days=90) when it is one the server offers; 30 days otherwise. */
export function readAnalyticsRange(value: string | null): TAnalyticsRange {
  return ANALYTICS_RANGES.find((range) => String(range) === value) ?? DEFAULT_ANALYTICS_RANGE;
}

/** The analytics range, kept in the address next to the tab. */
export function useAnalyticsRange(): [TAnalyticsRange, (next: TAnalyticsRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readAnalyticsRange(searchParams.get('days'));
  const setRange = (next: TAnalyticsRange) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === DEFAULT_ANALYTICS_RANGE) params.delete('days');
        else params.set('days', String(next));
        return params;
      },
      { replace: true },
    );
  };
  return [range, setRange];
}
