import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(match('/app/a/b')).toBeUndefined();
    expect(match('/login')).toBeUndefined();
  });
});
