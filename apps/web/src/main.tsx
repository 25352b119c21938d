import './index.css';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { PAGE_DATA_ID, type TPageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { getMe } from './features/auth/api/get-me';
import { i18nReady, loadNamespaces, setLanguage } from './lib/i18n';
import { takeEarlierChoice } from './lib/language-detector';
import { adoptPageClock } from './lib/page-clock';
import { markPageLive, whenPageLive } from './lib/page-live';
import { queryClient } from './lib/query-client';
import { dropReferralFromAddress } from './lib/referral-param';
import { isServerRenderedPage } from './lib/server-page';
import { getSessionToken, initializeSession } from './lib/session-store';

// Start validating the stored session at once, while the translations load.
void initializeSession(() => getMe());
// A stored session will show the account menu and may show the inactivity banner: their code
// (loaded on demand, so visitors never download it) starts now rather than at first render.
if (getSessionToken()) {
  void import('./app/layout/user-menu');
  void import('./app/layout/session-banner-panel');
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * A page rendered here is live at its first commit (`<html data-ready>`); a server-rendered one once
 * its screen is hydrated too (lib/page-live, marked by the root layout). A language choice the
 * server could not know of is applied then, never while a part of the page still hydrates.
 */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!isServerRenderedPage()) markPageLive();
    const earlier = takeEarlierChoice();
    if (earlier) whenPageLive('language', () => void setLanguage(earlier));
  }, []);
  return children;
}

/** The data a server-rendered page came with (app/page-data), or null for a page to render here. */
function readPageData(): TPageData | null {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as TPageData;
  } catch {
    return null;
  }
}

/**
 * Takes over a page the server rendered (this bundle is fetched once the page has been painted: the
 * paint-first script of build/route-preload-plugin): its query cache and loader data are the
 * server's, and the screen's code and translations are loaded first (fetched alongside this
 * bundle), so the first render in the browser is the very HTML already on screen.
 */
async function hydratePage(root: HTMLElement, page: TPageData): Promise<void> {
  hydrate(queryClient, page.queries);
  adoptPageClock(page.clock);
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all([
    i18nReady(),
    loadNamespaces('common'),
    ...lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  ]);
  const router = createAppRouter(page.router);
  // As a transition, hydration works in slices of a few milliseconds and lets the browser answer
  // in between (a click on a part not yet hydrated is replayed once it is), instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders renderedAt={page.clock?.renderedAt}>
          <AppReady>
            <RouterProvider router={router} />
          </AppReady>
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The server counted the page's referral source (`?ref=`) and rendered it without: so does the router.
dropReferralFromAddress();
const page = readPageData();
if (page) {
  void hydratePage(container, page);
} else {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppReady>
          <RouterProvider router={createAppRouter()} />
        </AppReady>
      </AppProviders>
    </StrictMode>,
  );
}
