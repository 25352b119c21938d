import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session-store';

// The banner's code loads once someone is signed in, long before it can be due.
const SessionBannerPanel = lazy(() =>
  import('./session-banner-panel').then((module) => ({ default: module.SessionBannerPanel })),
);

/** The inactivity warning (session-banner-panel.tsx), for signed-in sessions only. */
export function SessionBanner() {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <SessionBannerPanel />
    </Suspense>
  );
}
