import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { markPageLive } from '../../lib/page-live';
import { NavigationProgress } from './navigation-progress';
import { SessionBanner } from './session-banner';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/**
 * Beside the screen, inside its Suspense boundary: on a page the server rendered, React hydrates
 * that boundary after the frame around it, and this runs once it has (the page is then live).
 */
function ScreenLive() {
  useEffect(() => markPageLive(), []);
  return null;
}

/** Top bar, the screen, footer and the session banner (every route but the login pages). */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <TopBar />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {/* A screen whose translations are still loading waits here, inside the layout. */}
        <Suspense fallback={<PageSpinner label={t('states.loading')} />}>
          <Outlet />
          <ScreenLive />
        </Suspense>
      </main>
      <SiteFooter />
      <SessionBanner />
      <ScrollRestoration />
    </div>
  );
}
