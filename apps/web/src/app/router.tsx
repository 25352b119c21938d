import { type ComponentType, lazy } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { loadNamespaces } from '../lib/i18n';
import { isServerRenderedPage } from '../lib/server-page';
import { isFirstVisit } from '../lib/storage';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary, TopLevelErrorBoundary } from './layout/route-error-boundary';
import { SERVER_RENDERED } from './server-rendered';
import { BootSplash } from './session/session-gate';

type TRouteModule = {
  Component: ComponentType;
  /** Starts the screen's first requests; called when the visit opens on this screen. */
  prefetch?: (location: Location) => void;
  /**
   * Server-rendered screens: fills the request's query cache before the page renders (app/page-data).
   * In the browser it returns at once: there the screen asks for its data itself, as it renders.
   */
  loader?: LoaderFunction;
};

// The guard of the signed-in screens loads with the first of them (the layout's Suspense shows
// the page spinner meanwhile): a visit to the catalogue never needs it.
const RequireAuth = lazy(() =>
  import('./guards/require-auth').then((module) => ({ default: module.RequireAuth })),
);

// A first visit by a visitor (no session, nothing cached): the opening screen may ask for its data
// as soon as its code is here. Otherwise the persisted cache is restored first, and the screens
// ask only for what is missing or stale, as the person they are for. Read from storage: the
// session itself is not restored yet when this module runs.
// Never on the server, nor on a page the server rendered (its data came with it).
let prefetchOpeningScreen = !isServerRenderedPage() && isFirstVisit();

const DEVELOPERS_AND_ADMINS = ['developer', 'admin'] as const;

/**
 * A lazily loaded screen: its code and its translation namespaces load together, so the
 * screen renders once, in the right language.
 */
function screen(load: () => Promise<TRouteModule>, ...namespaces: string[]) {
  return async () => {
    const [module] = await Promise.all([
      load().then((loaded) => {
        if (prefetchOpeningScreen) loaded.prefetch?.(window.location);
        prefetchOpeningScreen = false;
        return loaded;
      }),
      namespaces.length ? loadNamespaces(...namespaces) : null,
    ]);
    return module.loader
      ? { Component: module.Component, loader: module.loader }
      : { Component: module.Component };
  };
}

/** The one route tree: the server renders the public screens with it, the browser runs it. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: TopLevelErrorBoundary,
    HydrateFallback: BootSplash,
    children: [
      // Outside the root layout: centred card pages.
      { path: 'login', lazy: screen(() => import('./routes/login.route'), 'auth') },
      { path: 'admin-login', lazy: screen(() => import('./routes/admin-login.route'), 'auth') },
      { path: 'register', lazy: screen(() => import('./routes/register.route'), 'auth') },
      { path: 'forgot-password', lazy: screen(() => import('./routes/forgot-password.route'), 'auth') },
      { path: 'reset-password', lazy: screen(() => import('./routes/reset-password.route'), 'auth') },
      {
        Component: RootLayout,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                index: true,
                handle: SERVER_RENDERED.home,
                lazy: screen(() => import('./routes/home.route'), 'pages', 'catalogue'),
              },
              {
                path: 'about',
                handle: SERVER_RENDERED.about,
                lazy: screen(() => import('./routes/about.route'), 'pages'),
              },
              {
                path: 'terms',
                handle: SERVER_RENDERED.legal,
                lazy: screen(() => import('./routes/terms.route'), 'legal'),
              },
              {
                path: 'privacy',
                handle: SERVER_RENDERED.legal,
                lazy: screen(() => import('./routes/privacy.route'), 'legal'),
              },
              {
                path: 'refunds',
                handle: SERVER_RENDERED.legal,
                lazy: screen(() => import('./routes/refunds.route'), 'legal'),
              },
              {
                path: 'store',
                handle: SERVER_RENDERED.store,
                lazy: screen(() => import('./routes/store.route'), 'catalogue'),
              },
              {
                path: 'app/:id',
                handle: SERVER_RENDERED.app,
                lazy: screen(() => import('./routes/app-detail.route'), 'catalogue', 'engagement'),
              },
              {
                path: 'developer/:developerId/apps',
                handle: SERVER_RENDERED.developer,
                lazy: screen(() => import('./routes/developer-apps.route'), 'catalogue'),
              },
              {
                path: 'payment-result',
                lazy: screen(() => import('./routes/payment-result.route'), 'payments'),
              },
              {
                // An e-mail's unsubscribe link: no session needed, rendered on the server.
                path: 'unsubscribe',
                handle: SERVER_RENDERED.unsubscribe,
                lazy: screen(() => import('./routes/unsubscribe.route'), 'notices'),
              },
              {
                path: 'solicitud-app',
                lazy: screen(() => import('./routes/solicitud-app.route'), 'custom-request'),
              },
              // The user dashboard links here; the app page is the one place a project is shown.
              {
                path: 'project/:projectId',
                lazy: screen(() => import('./routes/project-redirect.route')),
              },
              {
                // Buyers who are not signed in go straight to /login and come back after.
                element: <RequireAuth whenAnonymous="redirect" />,
                children: [
                  { path: 'checkout/:id', lazy: screen(() => import('./routes/checkout.route'), 'payments') },
                ],
              },
              {
                element: <RequireAuth />,
                children: [
                  {
                    path: 'user-dashboard',
                    lazy: screen(() => import('./routes/user-dashboard.route'), 'engagement', 'notices'),
                  },
                  {
                    path: 'user-profile',
                    lazy: screen(() => import('./routes/user-profile.route'), 'auth', 'notices'),
                  },
                  { path: 'notices', lazy: screen(() => import('./routes/notices.route'), 'notices') },
                  // Where the developer-only screens send a user who wants to sell.
                  {
                    path: 'become-developer',
                    lazy: screen(() => import('./routes/become-developer.route'), 'auth'),
                  },
                ],
              },
              {
                element: <RequireAuth requiredRole="developer" deniedTo="/" />,
                children: [
                  {
                    path: 'developer-dashboard',
                    lazy: screen(() => import('./routes/developer-dashboard.route'), 'developer-dashboard'),
                  },
                ],
              },
              {
                element: <RequireAuth requiredRole="developer" />,
                children: [
                  {
                    path: 'add-project',
                    lazy: screen(() => import('./routes/add-project.route'), 'project-form'),
                  },
                  {
                    path: 'edit-project/:id',
                    lazy: screen(() => import('./routes/edit-project.route'), 'project-form'),
                  },
                ],
              },
              {
                // An app's builds: its developer adds them, admins review them.
                element: <RequireAuth requiredRole={DEVELOPERS_AND_ADMINS} />,
                children: [
                  {
                    path: 'project-versions/:id',
                    lazy: screen(() => import('./routes/project-versions.route'), 'builds'),
                  },
                ],
              },
              {
                element: <RequireAuth requiredRole="admin" />,
                children: [
                  {
                    path: 'admin-dashboard',
                    lazy: screen(() => import('./routes/admin-dashboard.route'), 'admin'),
                  },
                ],
              },
              {
                path: '*',
                handle: SERVER_RENDERED.notFound,
                lazy: screen(() => import('./routes/not-found.route')),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The browser's router; `hydrationData` is what the server rendered the page with. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
