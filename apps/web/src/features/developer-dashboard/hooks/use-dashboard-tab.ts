import { useSearchParams } from 'react-router';
import { readDashboardTab, type TDashboardTab } from '../utils/dashboard-address';

/** The dashboard tab kept in the address, so a reload or a shared link opens the same tab. */
export function useDashboardTab(): [TDashboardTab, (next: TDashboardTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readDashboardTab(searchParams.get('tab'));
  const selectTab = (next: TDashboardTab) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        // The range belongs to the analytics tab only.
        if (next !== 'analytics') params.delete('days');
        return params;
      },
      // Switching tabs is not a new page: Back leaves the dashboard rather than stepping through tabs.
      { replace: true },
    );
  };
  return [tab, selectTab];
}
