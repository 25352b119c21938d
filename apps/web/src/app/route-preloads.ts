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
  /**
   * The API calls the screen makes first (its route module's `prefetch`), started by the
   * preloader for a first visit (no session, nothing cached) so the answers are on their way
   * before the app has run; lib/early-requests hands them to the app's own calls. `{1}` stands for
   * the pattern's first group (an address segment, encoded as the app encodes it).
   */
  requests?: {
    urls: readonly string[];
    /** Only when the address has no query string (filters change the calls). */
    withoutQuery?: boolean;
    /** Where the screen's largest image is in the first answer (dotted path): preloaded at once. */
    image?: string;
  };
}

export const ROUTE_PRELOADS: readonly TRoutePreload[] = [
  { pattern: '^/$', module: './routes/home.route', namespaces: ['pages', 'catalogue'] },
  {
    pattern: '^/store/?$',
    module: './routes/store.route',
    namespaces: ['catalogue'],
    requests: {
      urls: ['/api/project/simplified?page=0&size=12', '/api/project/categories'],
      withoutQuery: true,
      image: 'projects.0.mainImage',
    },
  },
  {
    pattern: '^/app/([^/]+)/?$',
    module: './routes/app-detail.route',
    namespaces: ['catalogue', 'engagement'],
    requests: { urls: ['/api/project/{1}'], image: 'mainImage' },
  },
  {
    pattern: '^/developer/[^/]+/apps/?$',
    module: './routes/developer-apps.route',
    namespaces: ['catalogue'],
  },
  { pattern: '^/about/?$', module: './routes/about.route', namespaces: ['pages'] },
  { pattern: '^/terms/?$', module: './routes/terms.route', namespaces: ['legal'] },
  { pattern: '^/privacy/?$', module: './routes/privacy.route', namespaces: ['legal'] },
  { pattern: '^/refunds/?$', module: './routes/refunds.route', namespaces: ['legal'] },
];
