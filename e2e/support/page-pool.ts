import type { Browser, BrowserContext, Disposable, Page } from 'playwright-core';

/**
 * Tabs kept for the next journey that asks for one like them. Opening a tab costs the browser about
 * a second of processor time on a 2-core machine (a renderer process, its script engine warmed up
 * again), as much as the page load itself, and the journeys run processor-bound. A tab given back is
 * wiped to what a fresh one holds: no cookies, no local or session storage, an empty HTTP cache, no
 * init script, route or listener its journey added, its viewport as it was, on about:blank. A tab
 * whose journey did what a wipe cannot undo (a fake clock, offline mode, extra headers, a second
 * tab, a visit to another origin, a closed page) is closed instead.
 */

/** Calls whose effect a wipe cannot undo: the tab is closed when given back. */
const CONTEXT_TAINTS = new Set([
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setExtraHTTPHeaders',
  'grantPermissions',
  'setGeolocation',
  'setHTTPCredentials',
  'clock',
  'tracing',
  'on',
  'once',
  'addListener',
  'newPage',
  'newCDPSession',
]);
const PAGE_TAINTS = new Set([
  'routeWebSocket',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'clock',
  'addLocatorHandler',
  'close',
]);
/** Listener calls on a tab: noted, and removed when the tab is given back. */
const PAGE_LISTENERS = new Set(['on', 'once', 'addListener', 'prependListener']);

interface TTab {
  context: BrowserContext;
  page: Page;
  viewport: { width: number; height: number };
}

const pools = new WeakMap<Browser, Map<string, TTab[]>>();

/** A kept tab of this kind, or undefined. */
export function takeTab(browser: Browser, key: string): TTab | undefined {
  return pools.get(browser)?.get(key)?.pop();
}

/**
 * The context and page a journey uses, as proxies: what they are asked is noted (a taint, a
 * listener, an init script), and closing the context gives the tab back (once) instead.
 */
export function lendTab(
  browser: Browser,
  key: string,
  tab: TTab,
  storeOrigin: string,
  pageErrors: (error: Error) => void,
): { context: BrowserContext; page: Page } {
  let tainted = false;
  let returned = false;
  const listeners: Array<[string, (...args: never[]) => void]> = [];
  const initScripts: Disposable[] = [];
  const foreignNavigation = (frame: { url(): string }) => {
    const url = frame.url();
    if (!url.startsWith('about:') && new URL(url).origin !== storeOrigin) tainted = true;
  };
  tab.page.on('framenavigated', foreignNavigation);
  tab.page.on('pageerror', pageErrors);

  /** A method of the tab's page or context, as the journey sees it. */
  const method = (target: object, property: string, value: (...args: never[]) => unknown) => {
    if (property === 'addInitScript')
      return async (...args: never[]) => {
        const script = (await value.apply(target, args)) as Disposable;
        initScripts.push(script);
        return script;
      };
    return value.bind(target);
  };

  const page = new Proxy(tab.page, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string') return value;
      if (PAGE_TAINTS.has(property)) tainted = true;
      if (typeof value !== 'function') return value;
      if (property === 'context') return () => context;
      if (PAGE_LISTENERS.has(property))
        return (event: string, listener: (...args: never[]) => void) => {
          listeners.push([event, listener]);
          value.call(target, event, listener);
          return page;
        };
      return method(target, property, value);
    },
  });

  /** Wipes the tab for the next journey: false when it cannot be, and is to be closed. */
  const wipe = async () => {
    for (const [event, listener] of listeners) tab.page.off(event as 'load', listener as () => void);
    tab.page.off('framenavigated', foreignNavigation);
    tab.page.off('pageerror', pageErrors);
    if (tainted || tab.page.isClosed() || tab.context.pages().length !== 1) return false;
    try {
      for (const script of initScripts) await script.dispose();
      await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
      await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
      await tab.page.goto(`${storeOrigin}/robots.txt`);
      await tab.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await tab.context.clearCookies();
      const session = await tab.context.newCDPSession(tab.page);
      await session.send('Network.clearBrowserCache');
      await session.detach();
      await tab.page.goto('about:blank');
      const size = tab.page.viewportSize();
      if (size?.width !== tab.viewport.width || size.height !== tab.viewport.height)
        await tab.page.setViewportSize(tab.viewport);
      return true;
    } catch {
      return false;
    }
  };

  const context: BrowserContext = new Proxy(tab.context, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string') return value;
      if (property === 'close')
        return async () => {
          if (returned) return;
          returned = true;
          if (await wipe()) keep(browser, key, tab);
          else await target.close();
        };
      if (CONTEXT_TAINTS.has(property)) tainted = true;
      return typeof value === 'function' ? method(target, property, value) : value;
    },
  });
  return { context, page };
}

function keep(browser: Browser, key: string, tab: TTab): void {
  let pool = pools.get(browser);
  if (!pool) {
    pool = new Map();
    pools.set(browser, pool);
  }
  const tabs = pool.get(key) ?? [];
  tabs.push(tab);
  pool.set(key, tabs);
}
