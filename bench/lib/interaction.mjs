// How soon a tap paints its result, and how long hydration holds the main thread, with the CPU
// slowed through the DevTools protocol (a fixed 4×, whatever this machine's speed).
import { chromium } from 'playwright-core';
import { withTimeout } from './processes.mjs';
import { CHROMIUM_PATH, QUIET_FLAGS } from './web.mjs';

/** The CPU slowdown the interactions and the hydration tasks are measured under. */
export const INTERACTION_CPU_SLOWDOWN = 4;
/** Taps per interaction; the median is kept. */
const TAPS = Number(process.env.BENCH_TAPS ?? 5);
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: false,
  deviceScaleFactor: 2,
};

/** The names of the cards on the page, as one text (an expression run in the page). */
const CARD_NAMES = '[...document.querySelectorAll("main article h3")].map((h) => h.textContent).join("|")';

/**
 * The interactions measured: where, what is tapped, and when its result is on screen (a function
 * run in the page, as source). Each tap is made once the page is hydrated (`<html data-ready>`).
 */
const INTERACTIONS = [
  {
    key: 'load-more',
    label: '"Cargar más" on /store (12 more cards)',
    path: '/store',
    target: (page) =>
      page.getByRole('link', { name: 'Cargar más' }).or(page.getByRole('button', { name: 'Cargar más' })),
    before: '() => document.querySelectorAll("main article").length',
    done: '(before) => document.querySelectorAll("main article").length > before',
  },
  {
    key: 'category',
    label: 'a category ("Juegos") on /store',
    path: '/store',
    target: (page) =>
      page.getByRole('link', { name: /^Juegos/ }).or(page.getByRole('button', { name: /^Juegos/ })),
    // The cards shown before (their names): the category's are others, however many it has.
    before: `() => ${CARD_NAMES}`,
    done: `(before) => /category=GAMES/.test(location.search) && document.querySelectorAll("main article").length > 0 && !document.querySelector("main [aria-busy=true]") && ${CARD_NAMES} !== before`,
  },
  {
    key: 'language',
    label: 'the language switch ("EN") on /store',
    path: '/store',
    target: (page) =>
      page
        .getByRole('link', { name: 'EN', exact: true })
        .or(page.getByRole('button', { name: 'EN', exact: true })),
    before: '() => document.title',
    done: '() => document.documentElement.lang === "en" && /^Store/.test(document.querySelector("h1")?.textContent ?? "")',
  },
];

/** Opens a page with the CPU slowed, and resolves once it is hydrated. */
async function openThrottled(browser, url) {
  const context = await browser.newContext({ ...PHONE, bypassCSP: true, locale: 'es-ES' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
  // Long tasks from the very start: the hydration's are those before the page is marked ready.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Observed from the document: its root element does not exist yet when this runs.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-ready')) return;
      window.__readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  await withTimeout(page.goto(url, { waitUntil: 'load' }), 60_000, url);
  await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
  return { context, page };
}

/** One tap: from the press (its event time) to the paint after the result is in the page. */
async function tapOnce(browser, baseUrl, interaction) {
  const { context, page } = await openThrottled(browser, `${baseUrl}${interaction.path}`);
  try {
    // A settled page: what it fetches once hydrated (images, the next screens' code) has arrived.
    await page.waitForLoadState('networkidle');
    const target = interaction.target(page).first();
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(
      ({ beforeSource, doneSource }) => {
        const before = new Function(`return (${beforeSource})()`)();
        const done = new Function('before', `return (${doneSource})(before)`);
        window.__tap = new Promise((resolve) => {
          let pressedAt = null;
          addEventListener('pointerdown', (event) => (pressedAt = event.timeStamp), {
            capture: true,
            once: true,
          });
          const frame = () => {
            if (pressedAt !== null && done(before)) {
              // This frame paints the result; a task posted from it runs once it is painted.
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - pressedAt);
              channel.port2.postMessage(0);
              return;
            }
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
      },
      { beforeSource: interaction.before, doneSource: interaction.done },
    );
    await target.click();
    const ms = await withTimeout(
      page.evaluate(() =>
        Promise.race([window.__tap, new Promise((resolve) => setTimeout(resolve, 20_000, null))]),
      ),
      30_000,
      interaction.label,
    );
    if (ms === null) {
      const state = await page.evaluate(() => ({
        address: location.href,
        cards: document.querySelectorAll('main article').length,
        lang: document.documentElement.lang,
        heading: document.querySelector('h1')?.textContent,
      }));
      throw new Error(`${interaction.label}: no result within 20 s (${JSON.stringify(state)})`);
    }
    return ms;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each interaction, TAPS times on a fresh page; the median and the slowest tap. */
export async function measureInteractions(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_FLAGS });
  const results = [];
  try {
    for (const interaction of INTERACTIONS) {
      const taps = [];
      for (let i = 0; i < TAPS; i += 1) taps.push(await tapOnce(browser, baseUrl, interaction));
      results.push({
        key: interaction.key,
        label: interaction.label,
        taps,
        medianMs: median(taps),
        maxMs: Math.max(...taps),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Per route, the main thread's long tasks (over 50 ms) from the start until the page is hydrated,
 * CPU slowed 4×: the longest one and their sum (median over three loads).
 */
export async function measureHydrationTasks(baseUrl, routes, loads = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_FLAGS });
  const results = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < loads; i += 1) {
        const { context, page } = await openThrottled(browser, `${baseUrl}${route}`);
        try {
          const tasks = await page.evaluate(async () => {
            // A task under way when the page was marked ready is reported once it ends.
            await new Promise((resolve) => setTimeout(resolve, 300));
            return window.__longTasks.filter((task) => task.start <= window.__readyAt);
          });
          runs.push({
            longestMs: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
            totalMs: tasks.reduce((sum, task) => sum + task.duration, 0),
            count: tasks.length,
          });
        } finally {
          await context.close();
        }
      }
      runs.sort((a, b) => a.longestMs - b.longestMs);
      results.push({
        route,
        ...runs[Math.floor(runs.length / 2)],
        longestOfRuns: runs.map((run) => run.longestMs),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
