// The web app as a browser meets it: what the first view of a route downloads, and Lighthouse.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { freePort, startProcess, stopProcess, waitForHttp, withTimeout } from './processes.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No background calls: the machine has no network but 127.0.0.1.
export const QUIET_FLAGS = [
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
async function lighthouseOnce(lighthouse, url, port, cpuSlowdown) {
  const flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    // Lighthouse's own mobile network and CPU settings, the CPU slowdown aside when calibrated.
    ...(cpuSlowdown
      ? { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } }
      : {}),
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
      // CPU time observed here by the slowdown, so at a fixed 4 the same page blocks longer on a
      // slower (or busier) machine.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      warnings: lhr.runWarnings ?? [],
    };
  }
}

/**
 * The benchmark index of the phone every calibrated run simulates. Lighthouse's default CPU slowdown
 * (4×) is meant to turn a typical high-end desktop (benchmarkIndex 1500–2000, 1750 in the middle,
 * in its throttling guide's table) into a mid-tier phone: that phone's index is 1750 ÷ 4.
 */
export const REFERENCE_PHONE_INDEX = 1750 / 4;

/**
 * The CPU slowdown that turns a machine of this benchmark index into the reference phone, as
 * Lighthouse's throttling guide calibrates it (a faster machine is slowed more, a slower one less;
 * never below 1: a machine slower than the phone cannot be sped up).
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  return Math.max(1, Math.round((benchmarkIndex / REFERENCE_PHONE_INDEX) * 100) / 100);
}

const medianRun = (attempts) => {
  const sorted = [...attempts].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: sorted.map((a) => a.score) };
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse (mobile, simulated throttling; performance and SEO) on each URL: `runs` times with its
 * default settings (the CPU slowed 4× whatever this machine's speed: raw), then `runs` times with the
 * CPU slowdown calibrated from the median benchmark index of those runs, so that every machine
 * simulates the same phone (calibrated). Of each set the run with the median score is kept.
 * Chromium is started here with a DevTools port, headless, and stopped at the end.
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
      const raw = [];
      for (let i = 0; i < runs; i += 1) raw.push(await lighthouseOnce(lighthouse, url, port));
      const benchmarkIndex = median(raw.map((run) => run.benchmarkIndex));
      const cpuSlowdown = calibratedCpuSlowdown(benchmarkIndex);
      const calibrated = [];
      for (let i = 0; i < runs; i += 1)
        calibrated.push(await lighthouseOnce(lighthouse, url, port, cpuSlowdown));
      results.push({
        url,
        raw: medianRun(raw),
        calibrated: medianRun(calibrated),
        benchmarkIndex,
        cpuSlowdown,
      });
    }
  } finally {
    await stopProcess(browser);
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
