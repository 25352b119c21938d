import { useSearchParams } from 'react-router';
import {
  DEFAULT_ANALYTICS_RANGE,
  readAnalyticsRange,
  type TAnalyticsRange,
} from '../utils/dashboard-address';

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
