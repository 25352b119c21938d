/**
 * The screens a visit most often starts on, with the translation namespaces router.tsx loads
 * with them. At build time (build/route-preload-plugin.ts) they become a tiny script that index.html
 * runs first: it asks for the screen's code and translations for the address being opened while
 * the main bundle downloads, instead of after it has run. route-preloads.test.ts keeps this list
 * in step with router.tsx; a screen missing here still works, it only starts later.
 */
export interface TRoutePreload {
  /** The address (pathname), as router.tsx matches it: case-insensitive, optional trailing slash. */
  pattern: string;
  /** The screen module, as router.tsx imports it (relative to src/app). */
  module: string;
  /** Its namespaces besides 'common', which every screen uses. */
  namespaces: readonly string[];
}

export const ROUTE_PRELOADS: readonly TRoutePreload[] = [
  { pattern: '^/$', module: './routes/home.route', namespaces: ['pages', 'catalogue'] },
  { pattern: '^/store/?$', module: './routes/store.route', namespaces: ['catalogue'] },
  {
    pattern: '^/app/[^/]+/?$',
    module: './routes/app-detail.route',
    namespaces: ['catalogue', 'engagement'],
  },
  {
    pattern: '^/developer/[^/]+/apps/?$',
    module: './routes/developer-apps.route',
    namespaces: ['catalogue'],
  },
  { pattern: '^/about/?$', module: './routes/about.route', namespaces: ['pages'] },
];
