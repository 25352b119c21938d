import { describe, expect, it } from 'vitest';
import { LaunchAddressError, openInNewTab, type TLaunchTab, type TTabOpener } from './app-launch';

/** A browser that records what was opened, what each tab was told and whether it was closed. */
function fakeBrowser({ blocked = false } = {}) {
  const events: string[] = [];
  const tabs: Array<TLaunchTab & { closed: boolean }> = [];
  const opener: TTabOpener = {
    open(url, target) {
      events.push(`open ${JSON.stringify(url)} ${target}`);
      if (blocked) return null;
      const tab = {
        opener: { name: 'our window' } as unknown,
        location: { href: 'about:blank' },
        closed: false,
        close() {
          tab.closed = true;
          events.push('close');
        },
      };
      tabs.push(tab);
      return tab;
    },
  };
  return { opener, events, tabs };
}

/** A request that answers only when told to, noting when it was sent. */
function deferredLaunch(events: string[]) {
  let settle!: { resolve: (url: string) => void; reject: (error: unknown) => void };
  const request = () =>
    new Promise<{ url: string }>((resolve, reject) => {
      events.push('request');
      settle = { resolve: (url) => resolve({ url }), reject };
    });
  return { request, settle: () => settle };
}

describe('openInNewTab', () => {
  it('opens a blank tab before the request is sent, then cuts its opener and sends it to the address', async () => {
    const browser = fakeBrowser();
    const launch = deferredLaunch(browser.events);
    const outcome = openInNewTab(launch.request, browser.opener);
    // Synchronously, within the click: the tab is open and the request is on its way.
    expect(browser.events).toEqual(['open "" _blank', 'request']);
    expect(browser.tabs[0]?.location.href).toBe('about:blank');

    launch.settle().resolve('http://calc.apps.localhost:3000/?launch=abc');
    await expect(outcome).resolves.toEqual({ opened: true });
    expect(browser.tabs[0]?.opener).toBeNull();
    expect(browser.tabs[0]?.location.href).toBe('http://calc.apps.localhost:3000/?launch=abc');
    expect(browser.tabs[0]?.closed).toBe(false);
  });

  it('closes the blank tab and passes the error on when the request fails', async () => {
    const browser = fakeBrowser();
    const launch = deferredLaunch(browser.events);
    const outcome = openInNewTab(launch.request, browser.opener);
    const failure = new Error('Esta app aún no tiene una versión alojada en Vitrina.');
    launch.settle().reject(failure);
    await expect(outcome).rejects.toBe(failure);
    expect(browser.tabs[0]?.closed).toBe(true);
    expect(browser.tabs[0]?.location.href).toBe('about:blank');
    expect(browser.events).toEqual(['open "" _blank', 'request', 'close']);
  });

  it('never follows an address that is not http(s), which would run in a tab of our own origin', async () => {
    const browser = fakeBrowser();
    const outcome = openInNewTab(async () => ({ url: 'javascript:alert(document.cookie)' }), browser.opener);
    await expect(outcome).rejects.toBeInstanceOf(LaunchAddressError);
    expect(browser.tabs[0]?.closed).toBe(true);
    expect(browser.tabs[0]?.location.href).toBe('about:blank');
  });

  it('hands the address back when a popup blocker refused the tab, so it can be offered as a link', async () => {
    const browser = fakeBrowser({ blocked: true });
    await expect(
      openInNewTab(async () => ({ url: 'https://calc.apps.example.net/' }), browser.opener),
    ).resolves.toEqual({ opened: false, url: 'https://calc.apps.example.net/' });
    expect(browser.events).toEqual(['open "" _blank']);
  });
});
