import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, uniqueEmail } from '../support/browser';
import { giveApprovedBuild } from '../support/hosted-builds';
import {
  api,
  apiLogin,
  fetchPage,
  headValue,
  inLanguage,
  inlineRunnableScripts,
  jsonLdBlocks,
  LANGS,
  noScriptContext,
  pageDataBlock,
  priceText,
  ratingText,
  scriptTags,
  type TAppDetail,
  text,
} from '../support/server-pages';

/**
 * The server-rendered pages made from data this journey creates: a developer of its own with an
 * unrated paid app and an app whose texts try to end the page's scripts. Nothing inline runs on any
 * public page, no text breaks out of its place, and the page cache serves identical HTML until a
 * public change empties it.
 */

const run = Date.now().toString(36);
const BREAKOUT = '</script><script>alert(1)</script>';
const SUMMARY = 'Un escaparate de notas para probar las páginas del servidor.';

const appFields = (name: string, price: number, shortDescription = SUMMARY) => ({
  name,
  shortDescription,
  description: `${shortDescription} Funciona en el navegador y guarda las notas en tu equipo (${run}).`,
  price,
  category: 'PRODUCTIVITY_TOOLS',
  tags: ['notas', 'escaparate'],
  keywords: ['notas', 'navegador', 'escaparate'],
  targetAudience: 'Personas que toman notas rápidas',
  sourceCodeUrl: 'https://github.com/carlosmendoza/contador-de-habitos',
  supportEmail: 'ayuda@escaparate-notas.net',
  mainImage: 'https://escaparate.example-apps.net/portada.png',
  demoUrl: 'https://escaparate.example-apps.net/app',
});
const PLAIN = appFields(`Escaparate de Notas ${run}`, 1.99);
const HOSTILE = appFields(`Notas ${BREAKOUT} ${run}`, 0, `Resumen ${BREAKOUT} con etiquetas`);

let browser: Browser;
let admin = '';
let developerId = '';
let plain: TAppDetail;
let hostile: TAppDetail;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin('admin@vitrina.app', 'Admin1234!', 'admin');
  const registered = await api<{ token: string; user: { id: string } }>('/api/developer/register', {
    method: 'POST',
    json: {
      name: `Estudio Séptimo ${run}`,
      email: uniqueEmail('dev.ssr'),
      password: 'clave-segura-1',
      paypalMerchantId: `SSR${run.toUpperCase()}${'0'.repeat(13)}`.replace(/[^A-Z0-9]/g, '').slice(0, 13),
      githubProfile: 'github.com/septima-dev',
    },
  });
  developerId = registered.user.id;
  // Only a verified developer's apps take payments.
  await api(`/api/admin/users/${developerId}`, { method: 'PUT', token: admin, json: { verified: true } });
  const published: TAppDetail[] = [];
  for (const fields of [PLAIN, HOSTILE]) {
    const created = await api<{ id: string }>('/api/project/create', {
      method: 'POST',
      token: registered.token,
      json: fields,
    });
    await giveApprovedBuild({ id: created.id });
    published.push(
      await api<TAppDetail>(`/api/project/${created.id}`, {
        method: 'PUT',
        token: admin,
        json: { status: 'PUBLISHED' },
      }),
    );
  }
  [plain, hostile] = published as [TAppDetail, TAppDetail];
});
afterAll(async () => {
  await browser?.close();
});

describe('an app nobody has rated yet', () => {
  it.each(LANGS)(
    'has an offer and no rating in its JSON-LD, and its price in the page (%s)',
    async (lang) => {
      expect(plain.totalRatings).toBe(0);
      const { status, html } = await fetchPage(inLanguage(`/app/${plain.slug}`, lang));
      expect(status).toBe(200);
      const [data] = jsonLdBlocks(html) as {
        '@type': string;
        name: string;
        offers: { price: string; priceCurrency: string };
        aggregateRating?: unknown;
      }[];
      expect(data?.['@type']).toBe('SoftwareApplication');
      expect(data?.name).toBe(PLAIN.name);
      expect(data?.offers).toMatchObject({ price: '1.99', priceCurrency: 'USD' });
      expect(data).not.toHaveProperty('aggregateRating');

      const context = await noScriptContext(browser);
      const page = await context.newPage();
      await page.goto(inLanguage(`/app/${plain.slug}`, lang));
      const main = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
      expect(main).toContain(lang === 'es' ? '$1,99' : '$1.99');
      expect(priceText(plain.price, lang)).toBe(lang === 'es' ? '$1,99' : '$1.99');
      expect(main).toContain(ratingText(plain, lang));
      // The preview image is the app's own main image, as given (absolute already).
      expect(await headValue(page, 'meta[property="og:image"]')).toBe(PLAIN.mainImage);
      // Its developer's page lists both apps.
      await page.goto(inLanguage(`/developer/${developerId}/apps`, lang));
      const names = await page.getByRole('main').getByRole('heading', { level: 3 }).allInnerTexts();
      expect(names.sort()).toEqual([PLAIN.name, HOSTILE.name].sort());
      await context.close();
    },
  );
});

describe('texts that try to end the page’s scripts', () => {
  it.each(LANGS)('stay text in the head, the page and its data (%s)', async (lang) => {
    const { status, html } = await fetchPage(inLanguage(`/app/${hostile.slug}`, lang));
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(inlineRunnableScripts(html)).toEqual([]);
    const block = pageDataBlock(html);
    expect(block).not.toBeNull();
    expect(block).not.toMatch(/<\/script/i);
    const data = JSON.parse(block ?? '') as { queries: { queries: { state: { data: unknown } }[] } };
    expect(JSON.stringify(data.queries.queries.map((query) => query.state.data))).toContain(HOSTILE.name);
    expect((jsonLdBlocks(html)[0] as { name: string }).name).toBe(HOSTILE.name);

    // Read without JavaScript: the name is the heading's text, and the title's.
    const reader = await noScriptContext(browser);
    const page = await reader.newPage();
    await page.goto(inLanguage(`/app/${hostile.slug}`, lang));
    expect(await page.title()).toBe(`${HOSTILE.name} · Vitrina`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(HOSTILE.name);
    expect(await headValue(page, 'meta[name="description"]')).toBe(HOSTILE.shortDescription);
    await reader.close();

    // With JavaScript, the hydrated page runs nothing of it either.
    const visitor = await browser.newContext({ baseURL: baseUrl() });
    const live = await visitor.newPage();
    const dialogs: string[] = [];
    live.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await live.goto(inLanguage(`/app/${hostile.slug}`, lang));
    await live.getByRole('heading', { name: HOSTILE.name, level: 1 }).waitFor();
    await live.waitForLoadState('networkidle');
    expect(dialogs).toEqual([]);
    expect(await live.locator('body script:not([src]):not([type^="application/"])').count()).toBe(0);
    await visitor.close();
  });
});

describe('scripts on the public pages', () => {
  it('the policy forbids inline script, and no page has a script that would run inline', async () => {
    const paths = [
      '/',
      '/store',
      `/store?q=${encodeURIComponent('notas')}`,
      `/app/${plain.slug}`,
      `/app/${hostile.slug}`,
      '/app/control-de-gastos',
      `/developer/${developerId}/apps`,
      '/about',
      '/some/unknown/path',
    ];
    for (const path of paths) {
      for (const lang of LANGS) {
        const address = inLanguage(path, lang);
        const { status, headers, html } = await fetchPage(address);
        expect([200, 404], address).toContain(status);
        const policy = headers.get('content-security-policy') ?? '';
        const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
        expect(scriptSrc, `${address}: script-src`).toBeDefined();
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        expect(scriptTags(html).length, address).toBeGreaterThan(1);
        expect(inlineRunnableScripts(html), address).toEqual([]);
        const block = pageDataBlock(html);
        expect(block, address).not.toBeNull();
        // Data, not markup: nothing in it opens or ends an element.
        expect(block).not.toContain('<');
        expect(() => JSON.parse(block ?? '')).not.toThrow();
      }
    }
  });
});

describe('the page cache', () => {
  it('serves identical HTML until a public change, then the page as it is now', async () => {
    // An address nobody asked for yet: the first read renders the page, and keeps it.
    const path = `/app/${plain.slug}?desde=${run}`;
    const startedAt = Date.now();
    const first = await fetchPage(path);
    expect(first.status).toBe(200);
    const views = async () =>
      (await api<TAppDetail>(`/api/project/${plain.id}`, { token: admin, prefetch: true })).views;
    const before = await views();
    // A visit is counted, and the page shows visits, but a visit is no reason to render it again.
    await api(`/api/project/${plain.id}/view`, { method: 'POST', expected: 204 });
    expect(await views()).toBe(before + 1);
    const second = await fetchPage(path);
    expect(second.html).toBe(first.html);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    // The admin rewrites the app's summary: a public change, which empties the cache at once.
    const summary = `Notas rápidas que se guardan solas (${run}).`;
    await api(`/api/project/${plain.id}`, {
      method: 'PUT',
      token: admin,
      json: { ...PLAIN, shortDescription: summary },
    });
    const third = await fetchPage(path);
    // Well within the cache's 5 s: the old page would still have been served had it not been emptied.
    expect(Date.now() - startedAt).toBeLessThan(4_000);
    expect(third.html).not.toBe(first.html);
    expect(third.html).toContain(`<meta name="description" content="${summary}">`);
    expect(first.html).not.toContain(summary);
    const fourth = await fetchPage(path);
    expect(fourth.html).toBe(third.html);
  });

  it('keeps each language apart', async () => {
    const spanish = await fetchPage('/about');
    const english = await fetchPage('/about', { cookie: 'vitrina_lang=en' });
    expect(spanish.html).toContain('<html lang="es"');
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain(`<title>${text('en', 'pages:about.title')} · Vitrina</title>`);
    expect((await fetchPage('/about')).html).toBe(spanish.html);
  });
});
