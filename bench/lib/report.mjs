// The benchmark's figures as text: one Markdown document, printed and written to bench/RESULTS.md.
import { REFERENCE_PHONE_INDEX } from './web.mjs';

/** The issue's targets. They are what is to be reached; never lower them to make a run pass. */
export const TARGETS = {
  apiRatioMin: 0.5,
  growthRatioMax: 3,
  lighthouseMin: 98,
  lcpMaxMs: 1800,
  tbtMaxMs: 100,
  clsMax: 0.02,
  seoScore: 100,
  /** Every public page's first view but an app's page. */
  firstViewJsGzipMaxBytes: 150_000,
  /** An app's page's first view. */
  appPageFirstViewJsGzipMaxBytes: 160_000,
  /** From a tap to the paint of its result, CPU slowed 4× (median of the taps). */
  interactionMaxMs: 200,
  /** The longest main-thread task until a page is hydrated, CPU slowed 4× (median of three loads). */
  hydrationTaskMaxMs: 50,
  /** A server-rendered page answered afresh (read cache off), at 100,000 projects. */
  pageFreshP50MaxMs: 20,
  /** A hosted app's files (page and script) served to a buyer, against the same bytes from memory. */
  appFileRatioMin: 0.5,
  /** A 500-file, 5 MiB build: from its request to READY. */
  importMaxSeconds: 5,
};

/**
 * Why a target may stay unmet, printed under the targets only for those a run missed. Each says
 * what holds the figure back as far as we found; none of them is a reason to lower a target.
 */
/** Why a cached API answer can dip under its ratio in one run (the list's pages and both searches). */
const CACHED_ANSWER_NOISE =
  "Answered from the public read cache: the same code path as every other cached case (the list's pages, both searches), so what one of them shows, all should. On this 2-core machine, with autocannon, the server and the floor sharing the cores, the ratio of a cached answer swings from run to run: across three runs on 2026-11-25 the same calls measured 0.42 to 0.83 (page 1 at 0.64 and page 4000 at 0.43 in one run, 0.42 and 0.83 in the next). A figure under 0.5 that the other cached cases do not share is that noise; run the bench again alone before looking for a cause.";

const GAP_REASONS = {
  'api:list': CACHED_ANSWER_NOISE,
  'api:deep': CACHED_ANSWER_NOISE,
  'api:search': CACHED_ANSWER_NOISE,
  'api:broad': CACHED_ANSWER_NOISE,
  'api:favorites':
    "The favourites list is kept in memory per session for up to `PERSONAL_CACHE_TTL_MS`; a miss looks the session up in the database and reads the account's favourites, and one database round trip per request already costs several times what the floor spends on a whole answer.",
  'api:detail':
    'Only a preloaded app page (`Purpose: prefetch`) is answered from memory; an opened page counts a view, which is a write.',
  'first-view-js':
    "The libraries every page of the chosen stack needs come to about 128 KB gzip on their own (react-dom about 64 KB and React Router about 31 KB in one 98 KB chunk, i18next with react-i18next about 18 KB, TanStack Query about 12 KB), which leaves about 22 KB for the app on every page. The shell (top bar, footer, session, API client, router table, translation-file addresses) takes about 14 KB of it and the catalogue's shared cards, images and API calls about 10 KB, so the catalogue's pages land 8–12 KB over (the about page, which downloads no catalogue code, is under); an app's page adds its own screen (about 19 KB: purchase card, gallery, ratings, comments, favourite). Merging the chunks saves about 1 KB (measured). Closing the gap would mean replacing the router or the translation library, or not loading parts of a page (its comments, its ratings) until they are scrolled to. None of it delays the first paint any more: a rendered page fetches its code only once it has been painted (Lighthouse below).",
  lighthouse:
    "A rendered page is painted before any of its code is fetched (its one script waits for the first paint and the first images, then fetches the bundle), so under Lighthouse's simulated slow 4G the first and largest paints need only the HTML, the stylesheet and the images; hydration runs as a transition in short slices. The simulation scales what it observed on this 2-core machine (its CPU time times 4), so the score follows the machine: the very same bundles scored 98–100 on 2026-11-25 and 74–91 on 2026-11-26 on a machine whose floor server answered about 2.8 times fewer requests a second; the CPU index column says how fast the machine was during the run. A score under 98 is worth a run on a quiet machine before a search for its cause.",
  lcp: 'See lighthouse: the largest paint (a card image on the store, the main image on an app page) needs the HTML, the stylesheet and the image; the code comes after it.',
  'page-fresh:page-store':
    "The store's page is the largest rendered (about 72 KB of HTML: twelve cards, the category filter with its icons, the sort and search forms; the stars of each card are one element each), and its first page of apps at 100,000 projects is read afresh too. Rendered pages are kept in the read cache, which answers it at about 0.8 of the floor.",
  'app:page':
    "Every request to an app's host first reads the project its host names from the database (the project by its slug, joined with its developer: one round trip, the cost that keeps the API without its read cache at a few hundredths of its floor), then checks the app session cookie's signature (HS256, jose), and a page under 1 KB, sent uncompressed, is read from the blob store on every request (only compressed answers are kept in memory). The floor sends such a page from memory tens of thousands of times a second, so each of these counts. Reaching 0.5 would need the project of each app host kept in memory (emptied by the same cross-process change notices as the read cache, so a suspended app still stops at once), the verified cookie remembered for a while, and small pages kept in memory like compressed files.",
  'app:script':
    "The script's compressed bytes come from memory, but every request still reads the project its host names from the database (one round trip) and checks the cookie's signature; the floor is held back by the 24 KB it sends, so the gap is smaller than the page's. Keeping each app host's project in memory would remove the round trip.",
  'growth:search':
    'A narrow search reads its matches from the index of word prefixes (about 1,100 at 100,000 projects, 13 at 1,000) and ranks the newest 1,000 of them; its count stops at 1,001 rows. What is left grows with the matches up to that bound; at 1,000 projects the call is almost all fixed per-request work. A repeated search is answered from the read cache at any size.',
  'growth:broad':
    'A broad search by relevance walks the newest apps in their publication order, testing each one\'s search vector (a few hundred bytes in the row), until 1,001 matches are found; their count ("more than 1,000") and the ranking of the newest 1,000 come from that one query. At 100,000 projects "juego" (about one app in six) walks about 6,000 apps; at 1,000 the same call reads its 172 index entries. Measured 2.41 to 2.70 in three runs on 2026-11-26 (6.70 before the walk). What is left grows with the rows walked (six times the matches for a word this common); a figure over 3 in one run is worth a second run alone before looking further.',
};

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const int = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const mib = (bytes) => `${fixed(bytes / 2 ** 20, bytes % 2 ** 20 ? 2 : 0)} MiB`;

function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

const loadNote = (m) => (m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : '');

/** A met figure within 10 % of its threshold (or a point of a score) is at the edge. */
const EDGE_RATIO = 1.1;

/** Every target of the issue with its measured figure, met or not, and whether it is at the edge. */
export function evaluateTargets({ api, hosted, growth, web, lighthouse, interactions, hydration }) {
  const rows = [];
  for (const c of api) {
    rows.push({
      key: `api:${c.key}`,
      target: `${c.page ? 'Page' : 'API'} ${c.label}: ours/floor ≥ ${TARGETS.apiRatioMin}`,
      measured: fixed(c.ratio, 2),
      met: c.ratio >= TARGETS.apiRatioMin && !c.ours.non2xx && !c.ours.errors,
      edge: c.ratio < TARGETS.apiRatioMin * EDGE_RATIO,
    });
  }
  for (const c of api.filter((x) => x.page && x.uncached)) {
    rows.push({
      key: `page-fresh:${c.key}`,
      target: `Page ${c.label} rendered afresh (read cache off, one request at a time): p50 ≤ ${TARGETS.pageFreshP50MaxMs} ms`,
      measured: `${fixed(c.uncached.p50, 2)} ms`,
      met: c.uncached.p50 <= TARGETS.pageFreshP50MaxMs && !c.uncached.non2xx && !c.uncached.errors,
      edge: c.uncached.p50 > TARGETS.pageFreshP50MaxMs / EDGE_RATIO,
    });
  }
  for (const c of hosted.cases) {
    rows.push({
      key: `app:${c.key}`,
      target: `Hosted ${c.label}, to a buyer: ours/floor ≥ ${TARGETS.appFileRatioMin}`,
      measured: fixed(c.ratio, 2),
      met: c.ratio >= TARGETS.appFileRatioMin && !c.ours.non2xx && !c.ours.errors,
      edge: c.ratio < TARGETS.appFileRatioMin * EDGE_RATIO,
    });
  }
  const i = hosted.imports;
  rows.push({
    key: 'import',
    target: `Import of a ${i.count}-file, ${mib(i.totalBytes)} build: request to READY ≤ ${TARGETS.importMaxSeconds} s`,
    measured: `${fixed(i.seconds, 2)} s`,
    met: i.seconds <= TARGETS.importMaxSeconds,
    edge: i.seconds > TARGETS.importMaxSeconds / EDGE_RATIO,
  });
  for (const g of growth) {
    rows.push({
      key: `growth:${g.key}`,
      target: `Growth ${g.label}: p50 at 100k ÷ p50 at 1k ≤ ${TARGETS.growthRatioMax}`,
      measured: fixed(g.p50Ratio, 2),
      met: g.p50Ratio <= TARGETS.growthRatioMax,
      edge: g.p50Ratio > TARGETS.growthRatioMax / EDGE_RATIO,
    });
  }
  // Judged on the calibrated runs: the same simulated phone whatever this machine's speed.
  for (const { route, calibrated: l } of lighthouse) {
    rows.push({
      key: 'lighthouse',
      target: `Lighthouse performance ${route} ≥ ${TARGETS.lighthouseMin}`,
      measured: String(l.score),
      met: l.score >= TARGETS.lighthouseMin,
      edge: l.score <= TARGETS.lighthouseMin + 1,
    });
    rows.push({
      key: 'lcp',
      target: `Lighthouse LCP ${route} ≤ ${TARGETS.lcpMaxMs} ms`,
      measured: `${int(l.lcpMs)} ms`,
      met: l.lcpMs <= TARGETS.lcpMaxMs,
      edge: l.lcpMs > TARGETS.lcpMaxMs / EDGE_RATIO,
    });
    rows.push({
      key: 'tbt',
      target: `Lighthouse TBT ${route} ≤ ${TARGETS.tbtMaxMs} ms`,
      measured: `${int(l.tbtMs)} ms`,
      met: l.tbtMs <= TARGETS.tbtMaxMs,
      edge: l.tbtMs > TARGETS.tbtMaxMs / EDGE_RATIO,
    });
    rows.push({
      key: 'cls',
      target: `Lighthouse CLS ${route} ≤ ${TARGETS.clsMax}`,
      measured: fixed(l.cls, 3),
      met: l.cls <= TARGETS.clsMax,
      edge: l.cls > TARGETS.clsMax / EDGE_RATIO,
    });
    rows.push({
      key: 'seo',
      target: `Lighthouse SEO ${route} = ${TARGETS.seoScore}`,
      measured: String(l.seo) + (l.seoFailures.length ? ` (${l.seoFailures.join(', ')})` : ''),
      met: l.seo >= TARGETS.seoScore,
      edge: false,
    });
  }
  for (const w of web) {
    const budget = w.route.startsWith('/app/')
      ? TARGETS.appPageFirstViewJsGzipMaxBytes
      : TARGETS.firstViewJsGzipMaxBytes;
    rows.push({
      key: 'first-view-js',
      target: `${w.route} first view JavaScript ≤ ${kb(budget)} gzip`,
      measured: kb(w.jsGzip),
      met: w.jsGzip <= budget,
      edge: w.jsGzip > budget / EDGE_RATIO,
    });
  }
  for (const i of interactions) {
    rows.push({
      key: 'interaction',
      target: `Tap to paint, ${i.label}, CPU 4× ≤ ${TARGETS.interactionMaxMs} ms`,
      measured: `${int(i.medianMs)} ms`,
      met: i.medianMs <= TARGETS.interactionMaxMs,
      edge: i.medianMs > TARGETS.interactionMaxMs / EDGE_RATIO,
    });
  }
  for (const h of hydration) {
    rows.push({
      key: 'hydration-task',
      target: `Longest task until ${h.route} is hydrated, CPU 4× ≤ ${TARGETS.hydrationTaskMaxMs} ms`,
      measured: `${int(h.longestMs)} ms`,
      met: h.longestMs <= TARGETS.hydrationTaskMaxMs,
      edge: h.longestMs > TARGETS.hydrationTaskMaxMs / EDGE_RATIO,
    });
  }
  return rows;
}

/** Met targets a run on this machine could land either side of. */
function edgeNotes(targets) {
  const close = targets.filter((t) => t.met && t.edge);
  if (!close.length) return [];
  return [
    'At the edge (met, within 10 % of the threshold or a point of the score: another run on this 2-core machine may land on the other side):',
    '',
    ...close.map((t) => `- ${t.target}: ${t.measured}`),
    '',
  ];
}

function gapNotes(targets) {
  const keys = [...new Set(targets.filter((t) => !t.met && GAP_REASONS[t.key]).map((t) => t.key))];
  if (keys.length === 0) return [];
  return ['Why a target is not met:', '', ...keys.map((key) => `- **${key}**: ${GAP_REASONS[key]}`), ''];
}

export function renderReport(r) {
  const targets = evaluateTargets(r);
  const s = r.settings;
  const parts = [
    '# Benchmark results',
    '',
    `Date: ${r.date}  `,
    `Machine: ${r.machine}  `,
    `Whole run (after the build): ${fixed(r.totalSeconds / 60, 1)} min; seed to 1,000 projects ${fixed(r.seeds.small.seconds, 1)} s, to 100,000 projects ${fixed(r.seeds.full.seconds, 1)} s.`,
    '',
    `Data set: ${r.datasets.full}, plus the demo catalogue (\`DEMO_DATA=true\`). Growth baseline: ${r.datasets.small}.`,
    `Load: autocannon, ${s.connections} connections, ${s.durationS} s per measurement after a ${s.warmupS} s warm-up, requests with \`${s.headerNote}\`, all on 127.0.0.1; p50/p99 from every response's own time. The server and the floor run as separate Node processes on the same machine as autocannon and PostgreSQL.`,
    '',
    '## Targets',
    '',
    table(
      ['Target', 'Measured', 'Status'],
      targets.map((t) => [t.target, t.measured, t.met ? 'met' : '**NOT MET**']),
    ),
    '',
    ...gapNotes(targets),
    ...edgeNotes(targets),
    '## API and pages against their floor (100,000 projects)',
    '',
    'The floor is a minimal Fastify server answering each URL with the very bytes our server sent for it, from memory. "Ours" is the server as it ships (anonymous catalogue reads are kept in memory for up to `PUBLIC_CACHE_TTL_MS`, the favourites list of each session for up to `PERSONAL_CACHE_TTL_MS`, both emptied by every write); the last three columns are the same server with that cache off (both set to 0), for what each call costs when answered afresh (the pages rendered on the server: one request at a time, so their p50 is the time one render takes). The targets are judged on "Ours", and the afresh p50 of a page on its own.',
    '',
    table(
      [
        'Case',
        'Request',
        'Answer',
        'Body (sent)',
        'Ours req/s',
        'Ours p50 ms',
        'Ours p99 ms',
        'Floor req/s',
        'Floor p50 ms',
        'Floor p99 ms',
        'Ours/floor',
        'No cache req/s',
        'No cache p50 ms',
        'No cache/floor',
      ],
      r.api.map((c) => [
        c.label,
        `\`GET ${c.path}\`${c.note ? ` ${c.note}` : ''}`,
        c.answer,
        `${int(c.bodyBytes)} B ${c.contentEncoding ?? 'identity'}`,
        int(c.ours.rps) + loadNote(c.ours),
        fixed(c.ours.p50, 2),
        fixed(c.ours.p99, 2),
        int(c.floor.rps) + loadNote(c.floor),
        fixed(c.floor.p50, 2),
        fixed(c.floor.p99, 2),
        fixed(c.ratio, 2),
        c.uncached ? int(c.uncached.rps) + loadNote(c.uncached) : 'n/a',
        c.uncached ? fixed(c.uncached.p50, 2) : 'n/a',
        fixed(c.uncachedRatio, 2),
      ]),
    ),
    '',
    ...hostedSections(r.hosted),
    '## Growth (1,000 → 100,000 projects)',
    '',
    'Both sizes measured with the read cache off (`PUBLIC_CACHE_TTL_MS=0`): a repeated call would otherwise be answered from memory at any size.',
    '',
    table(
      [
        'Case',
        'Answer at 1k',
        'Answer at 100k',
        'p50 ms at 1k',
        'p50 ms at 100k',
        'p50 ratio 100k/1k',
        'req/s at 1k',
        'req/s at 100k',
        'req/s ratio 1k/100k',
      ],
      r.growth.map((g) => [
        g.label,
        g.small.answer,
        g.full.answer,
        fixed(g.small.p50, 2),
        fixed(g.full.p50, 2),
        fixed(g.p50Ratio, 2),
        int(g.small.rps) + loadNote(g.small),
        int(g.full.rps),
        fixed(g.rpsRatio, 2),
      ]),
    ),
    '',
    '## Web: first view downloads (empty cache, headless Chromium)',
    '',
    table(
      [
        'Route',
        'JS files',
        'JS gzip',
        'JS uncompressed',
        'CSS files',
        'CSS gzip',
        'CSS uncompressed',
        'Served as',
        'Largest JS (gzip)',
      ],
      r.web.map((w) => [
        `\`${w.route}\``,
        String(w.jsFiles),
        kb(w.jsGzip),
        kb(w.jsRaw),
        String(w.cssFiles),
        kb(w.cssGzip),
        kb(w.cssRaw),
        w.encodings,
        w.largestJs.map((f) => `${f.name} ${kb(f.gzipBytes)}`).join(', '),
      ]),
    ),
    '',
    `## Lighthouse (lighthouse ${r.lighthouseVersion}, mobile, simulated throttling; median of ${r.lighthouseRuns} run(s) each)`,
    '',
    `Raw: Lighthouse's default settings, the CPU slowed 4× whatever this machine's speed, so the figures follow the machine. Calibrated: the CPU slowdown set from the median benchmark index of the raw runs (index ÷ ${fixed(REFERENCE_PHONE_INDEX, 1)}, the phone Lighthouse's 4× makes of a typical high-end desktop at index 1750, as its throttling guide calibrates), so every machine simulates the same phone; the targets are judged on it.`,
    '',
    table(
      [
        'Page',
        'Runs',
        'CPU index',
        'Slowdown',
        'Performance',
        'Scores of the runs',
        'SEO',
        'LCP ms',
        'TBT ms',
        'CLS',
        'FCP ms',
      ],
      r.lighthouse.flatMap((l) =>
        [
          ['raw', l.raw],
          ['calibrated', l.calibrated],
        ].map(([kind, run]) => [
          `\`${l.route}\``,
          kind,
          int(run.benchmarkIndex),
          `${fixed(run.cpuSlowdown, 2)}×`,
          String(run.score),
          run.scores.join(', '),
          String(run.seo),
          int(run.lcpMs),
          int(run.tbtMs),
          fixed(run.cls, 3),
          int(run.fcpMs),
        ]),
      ),
    ),
    '',
    "CPU index: Lighthouse's benchmark of this machine during the kept run (higher is faster).",
    '',
    '## Taps and hydration (CPU slowed 4× through the DevTools protocol, phone viewport)',
    '',
    `Each tap on a freshly loaded, hydrated page (\`<html data-ready>\`), ${r.interactions[0]?.taps.length ?? 0} times: from the press (its event time) to the first frame painted with the result on screen.`,
    '',
    table(
      ['Tap', 'Median ms', 'Slowest ms', 'Every tap ms'],
      r.interactions.map((i) => [i.label, int(i.medianMs), int(i.maxMs), i.taps.map(int).join(', ')]),
    ),
    '',
    'Main-thread tasks over 50 ms from the start of the load until the page is hydrated (median of three loads by the longest).',
    '',
    table(
      ['Page', 'Longest task ms', 'Long tasks', 'Their sum ms', 'Longest of each load ms'],
      r.hydration.map((h) => [
        `\`${h.route}\``,
        int(h.longestMs),
        String(h.count),
        int(h.totalMs),
        h.longestOfRuns.map(int).join(', '),
      ]),
    ),
    '',
  ];
  const warnings = r.lighthouse.flatMap((l) =>
    [...new Set([...l.raw.warnings, ...l.calibrated.warnings])].map((w) => `- ${l.route}: ${w}`),
  );
  if (warnings.length) parts.push('Lighthouse warnings:', '', ...warnings, '');
  return { markdown: parts.join('\n'), targets };
}

/** The hosted app's files against their floor, and the build imports. */
function hostedSections(h) {
  const i = h.imports;
  const archives = i.runs.map((run) => run.archiveBytes);
  return [
    '## Hosted app files against their floor',
    '',
    `A paid app made through the API as people make it (its build imported by the server's worker from a stand-in GitHub on 127.0.0.1, approved, published), bought by a new user (test-mode payment) and launched: the launch address left the buyer's app session cookie. Each request goes to the server with the app's host (\`${h.host}\`) in \`Host\` and that cookie; without the cookie the app answers ${h.withoutCookieStatus}. The page is \`private, no-store\` and looks at the buyer's right again at most once a minute; the script is immutable and, once compressed, kept in memory. The floor answers the same bytes (same encoding) from memory.`,
    '',
    table(
      [
        'Case',
        'Request',
        'Answer',
        'File',
        'Body (sent)',
        'Ours req/s',
        'Ours p50 ms',
        'Ours p99 ms',
        'Floor req/s',
        'Floor p50 ms',
        'Floor p99 ms',
        'Ours/floor',
      ],
      h.cases.map((c) => [
        c.label,
        `\`GET ${c.path}\` ${c.note}`,
        c.answer,
        `${int(c.fileBytes)} B`,
        `${int(c.bodyBytes)} B ${c.contentEncoding ?? 'identity'}`,
        int(c.ours.rps) + loadNote(c.ours),
        fixed(c.ours.p50, 2),
        fixed(c.ours.p99, 2),
        int(c.floor.rps) + loadNote(c.floor),
        fixed(c.floor.p50, 2),
        fixed(c.floor.p99, 2),
        fixed(c.ratio, 2),
      ]),
    ),
    '',
    '## Build import',
    '',
    `A build of ${i.count} files, ${mib(i.totalBytes)} in all (a page, 99 scripts of real code, 400 images of random bytes, as compressed images are; the repository's .tar.gz about ${mb(archives.reduce((a, b) => a + b, 0) / archives.length)}), added with \`POST /api/project/{id}/builds\` and read every 25 ms until READY: the server's worker (looking for queued builds every ${i.pollMs} ms, \`BUILD_POLL_MS\`; 1 s by default) resolves the commit, downloads the archive from the stand-in GitHub on 127.0.0.1, unpacks and checks it, stores each file by its SHA-256 in the blob store (\`fs\`) and writes the manifest. New files each run (nothing already stored). Median of ${i.runs.length} runs.`,
    '',
    table(
      ['Run', 'Archive', 'Request to READY'],
      i.runs.map((run, index) => [String(index + 1), mb(run.archiveBytes), `${fixed(run.seconds, 2)} s`]),
    ),
    '',
  ];
}
