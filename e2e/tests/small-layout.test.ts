import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { loginAdminThroughUi, loginThroughUi } from '../support/flows';

/**
 * Small layout promises on a phone (390 px) and a desktop (1280 px): labels are not cut, rows that
 * scroll sideways show that they do, and card images fill their cards.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CATEGORY_LABELS = {
  es: [
    'Plantillas de Diseño',
    'Herramientas de Productividad',
    'Herramientas de Negocio',
    'Aplicaciones Móviles',
  ],
  en: ['Design Templates', 'Productivity Tools', 'Business Tools', 'Mobile Apps'],
};

/** Texts on the page drawn cut with an ellipsis. */
async function ellipsedTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

/** The data attribute a sideways-scrolling row carries while content is past an edge. */
async function overflowOf(row: Locator): Promise<{ edges: string | null; mask: string }> {
  return row.evaluate((element) => ({
    edges: element.getAttribute('data-overflow'),
    mask: getComputedStyle(element).maskImage || getComputedStyle(element).webkitMaskImage,
  }));
}

/**
 * Scrolls the row to its end, then reads its edges. Polled: a row drawn again while its data
 * arrives starts at its beginning, and is scrolled again, as a person would.
 */
async function scrolledToEnd(row: Locator) {
  await row.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  return overflowOf(row);
}

describe('small layout', () => {
  it.each([
    ['es', 390],
    ['es', 1280],
    ['en', 390],
    ['en', 1280],
  ] as const)('%s %i px: category badges show their whole label on the cards', async (lang, width) => {
    const { page, context } = await newPage(browser, { lang, width });
    for (const path of ['/', '/store']) {
      await page.goto(path);
      await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const cut = (await ellipsedTexts(page)).filter((text) => CATEGORY_LABELS[lang].includes(text));
      expect(cut, `${path} at ${width}px`).toEqual([]);
    }
    await context.close();
  });

  it.each(['es', 'en'] as const)(
    '%s: the admin search shows its whole placeholder on a phone',
    async (lang) => {
      const { page, context } = await newPage(browser, { lang, width: 390 });
      await loginAdminThroughUi(page, lang);
      const search = page.getByRole('searchbox').first();
      await search.waitFor();
      const fit = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context2d = document.createElement('canvas').getContext('2d');
        if (!context2d) return { text: 0, room: 0 };
        context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: context2d.measureText(input.placeholder).width, room };
      });
      expect(fit.room).toBeGreaterThan(0);
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      await context.close();
    },
  );

  it('tab strips and chip rows that scroll sideways fade at the edge with more content', async () => {
    const { page, context } = await newPage(browser, { width: 390 });
    await loginAdminThroughUi(page);
    const tabs = page.getByRole('tablist', { name: 'Secciones del panel de administración' });
    await tabs.getByRole('tab', { name: /Pagos/ }).waitFor();
    expect(await overflowOf(tabs)).toMatchObject({ edges: 'end', mask: expect.stringContaining('gradient') });
    await expect.poll(async () => (await scrolledToEnd(tabs)).edges).toBe('start');

    const chips = page.getByRole('group', { name: 'Filtrar por estado' }).getByRole('list');
    await chips.getByRole('button', { name: /Suspendido/ }).waitFor();
    expect((await overflowOf(chips)).edges).toBe('end');
    await expect.poll(async () => (await scrolledToEnd(chips)).edges).toBe('start');

    await page.goto('/store');
    const categories = page.getByRole('group', { name: 'Filtrar por categoría' }).getByRole('list');
    await categories.getByRole('link', { name: /Gratuitas/ }).waitFor();
    // The row comes rendered from the server: it fades once the page has measured it.
    await expect.poll(async () => (await overflowOf(categories)).edges).toBe('end');

    // Where everything fits, nothing fades.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin-dashboard');
    await tabs.getByRole('tab', { name: /Pagos/ }).waitFor();
    expect(await overflowOf(tabs)).toEqual({ edges: null, mask: 'none' });
    await context.close();
  });

  it('the developer’s app cards are filled by their image, cropped rather than letterboxed', async () => {
    const { page, context } = await newPage(browser, { width: 1280 });
    await loginThroughUi(page, {
      email: 'carlos.mendoza@vitrina.app',
      password: 'Demo1234!',
      type: 'developer',
    });
    await page.goto('/developer-dashboard?tab=apps');
    const cards = page.getByRole('main').locator('article');
    await cards.first().waitFor();
    const boxes = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        // The image column is the card's first child: an image, or the 'No disponible' panel when
        // the app's image cannot be loaded (journeys create apps whose image address answers nothing).
        const column = article.firstElementChild;
        const img = column?.querySelector('img');
        return {
          name: article.querySelector('h3')?.textContent ?? '',
          card: article.getBoundingClientRect().height,
          image: column?.getBoundingClientRect().height ?? 0,
          fit: img ? getComputedStyle(img).objectFit : null,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(3);
    expect(boxes.filter((box) => box.fit !== null).length).toBeGreaterThan(3);
    for (const box of boxes) {
      expect(Math.abs(box.card - box.image), box.name).toBeLessThanOrEqual(1);
      if (box.fit !== null) expect(box.fit, box.name).toBe('cover');
    }
    await context.close();
  });
});
