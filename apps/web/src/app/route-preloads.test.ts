import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES_PATH, projectPath, storePagePath } from '../features/catalogue/api/catalogue-paths';
import { API_BASE } from '../lib/api-client';
import { ROUTE_PRELOADS } from './route-preloads';

const routerSource = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('ROUTE_PRELOADS', () => {
  it.each(ROUTE_PRELOADS.map((route) => [route.module, route] as const))(
    '%s loads what router.tsx loads with it',
    (_module, route) => {
      const namespaces = route.namespaces.map((namespace) => `, '${namespace}'`).join('');
      expect(routerSource).toContain(`screen(() => import('${route.module}')${namespaces})`);
    },
  );

  it('matches the addresses of its screens', () => {
    const match = (path: string) =>
      ROUTE_PRELOADS.find((route) => new RegExp(route.pattern, 'i').test(path))?.module;
    expect(match('/')).toBe('./routes/home.route');
    expect(match('/store')).toBe('./routes/store.route');
    expect(match('/Store/')).toBe('./routes/store.route');
    expect(match('/app/editor-de-fotos-pro')).toBe('./routes/app-detail.route');
    expect(match('/developer/42/apps')).toBe('./routes/developer-apps.route');
    expect(match('/about')).toBe('./routes/about.route');
    expect(match('/terms')).toBe('./routes/terms.route');
    expect(match('/refunds/')).toBe('./routes/refunds.route');
    expect(match('/app/a/b')).toBeUndefined();
    expect(match('/login')).toBeUndefined();
  });

  // The preloader's early calls are only taken by the app when the addresses are the very ones
  // the screens ask for first (store.route and app-detail.route `prefetch`).
  const requestsOf = (module: string) => ROUTE_PRELOADS.find((route) => route.module === module)?.requests;

  it("sends the store's first calls: its first page without filters and the categories", () => {
    const store = requestsOf('./routes/store.route');
    expect(store?.urls).toEqual([
      API_BASE + storePagePath({ q: '', category: '', page: 0 }),
      API_BASE + CATEGORIES_PATH,
    ]);
    expect(store?.withoutQuery).toBe(true);
    expect(store?.image).toBe('projects.0.mainImage');
  });

  it("sends an app page's detail call, its address segment encoded as the app encodes it", () => {
    const app = requestsOf('./routes/app-detail.route');
    const [template] = app?.urls ?? [];
    const route = ROUTE_PRELOADS.find((entry) => entry.module === './routes/app-detail.route');
    // What the preloader does: the address's first group, decoded then encoded again.
    const early = (pathname: string) => {
      const segment = new RegExp(route?.pattern ?? '', 'i').exec(pathname)?.[1] ?? '';
      return template?.replace('{1}', encodeURIComponent(decodeURIComponent(segment)));
    };
    expect(early('/app/editor-de-fotos-pro')).toBe(API_BASE + projectPath('editor-de-fotos-pro'));
    expect(early('/app/caf%C3%A9%20&%20t%C3%A9/')).toBe(API_BASE + projectPath('café & té'));
    expect(early("/app/o'brien")).toBe(API_BASE + projectPath("o'brien"));
    expect(app?.image).toBe('mainImage');
  });
});
