// The web app as a browser meets it: what the first view of a route downloads, and Lighthouse.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, startProcess, stopProcess, waitForHttp, withTimeout } from './processes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No background calls: the machine has no network but 127.0.0.1.
const QUIET_FLAGS = [
  '--no-sandbox',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--mute-audio',
];

/**
 * Per route, the scripts and stylesheets a first visit (empty cache) downloads, in gzip bytes:
 * the encoded size when the server sent gzip, else the body gzipped here (default level).
 */
export async function measureFirstView(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_FLAGS });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          (async () => {
            const body = await response.body();
            const encoding = (await response.headerValue('content-encoding')) ?? '';
            const gzipBytes =
              encoding === 'gzip'
                ? (await response.request().sizes()).responseBodySize
                : gzipSync(body).length;
            return { type, url: response.url(), bytes: body.length, gzipBytes, encoding };
          })(),
        );
      });
      await withTimeout(page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' }), 60_000, route);
      await page.waitForTimeout(1000);
      const files = await Promise.all(pending);
      await context.close();
      const sum = (type, key) => files.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
      results.push({
        route,
        jsFiles: files.filter((f) => f.type === 'script').length,
        cssFiles: files.filter((f) => f.type === 'stylesheet').length,
        jsGzip: sum('script', 'gzipBytes'),
        cssGzip: sum('stylesheet', 'gzipBytes'),
        jsRaw: sum('script', 'bytes'),
        cssRaw: sum('stylesheet', 'bytes'),
        encodings: [...new Set(files.map((f) => f.encoding || 'identity'))].join(', '),
        largestJs: files
          .filter((f) => f.type === 'script')
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 4)
          .map((f) => ({ name: new URL(f.url).pathname.split('/').pop(), gzipBytes: f.gzipBytes })),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const LIGHTHOUSE_TRIES = 3;

/**
 * One Lighthouse run. A run that fails or that Lighthouse itself reports as broken (e.g. NO_NAVSTART:
 * the trace lost the navigation, which happens now and then with headless Chromium) is tried again.
 */
async function lighthouseOnce(lighthouse, url, port) {
  const flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  };
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await withTimeout(lighthouse(url, flags), 180_000, `Lighthouse ${url}`).then(
      (result) => result?.lhr ?? { runtimeError: { code: 'NO_RESULT', message: 'no report' } },
      (error) => ({ runtimeError: { code: 'ERROR', message: error.message } }),
    );
    if (lhr.runtimeError) {
      const reason = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt < LIGHTHOUSE_TRIES) {
        console.warn(`Lighthouse ${url}: ${reason}; trying again`);
        continue;
      }
      throw new Error(`Lighthouse ${url}: ${reason}`);
    }
    return {
      url,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      // The SEO audits that failed, by id (none when the score is 100).
      seoFailures: lhr.categories.seo.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      // Lighthouse's own measure of this machine's CPU speed: its simulated slow phone multiplies the
      // CPU time observed here by 4, so the same page blocks longer on a slower (or busier) machine.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      warnings: lhr.runWarnings ?? [],
    };
  }
}

/**
 * Lighthouse (its default settings: mobile, simulated throttling; performance and SEO) on each
 * URL, `runs` times each; the run with the median score is kept. Chromium is started here with a
 * DevTools port, headless, and stopped at the end.
 */
export async function runLighthouse(urls, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'vitrina-bench-chromium-'));
  const browser = startProcess('chromium', CHROMIUM_PATH, [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    ...QUIET_FLAGS,
    'about:blank',
  ]);
  const results = [];
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, browser, 30_000);
    for (const url of urls) {
      const attempts = [];
      for (let i = 0; i < runs; i += 1) attempts.push(await lighthouseOnce(lighthouse, url, port));
      attempts.sort((a, b) => a.score - b.score);
      results.push({ ...attempts[Math.floor(attempts.length / 2)], scores: attempts.map((a) => a.score) });
    }
  } finally {
    await stopProcess(browser);
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
