// npm run bench: the API against its floor, growth from 1,000 to 100,000 projects, a hosted app's
// files against their floor and a build's import time, and the web app's first view and Lighthouse,
// in one run on a fresh PostgreSQL database; writes bench/RESULTS.md.
// Needs: the build (npm run build), PostgreSQL on 127.0.0.1:5432 where BENCH_POSTGRES_URL may create
// databases, Chromium at /usr/bin/chromium (CHROMIUM_PATH). Everything it starts, it stops.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { startFloor } from './lib/floor.mjs';
import { measureHostedApps } from './lib/hosted-bench.mjs';
import { measureHydrationTasks, measureInteractions } from './lib/interaction.mjs';
import { captureResponse, measureLoad, responseJson, responseText } from './lib/load.mjs';
import {
  freePort,
  runToEnd,
  startProcess,
  stopAllProcesses,
  stopProcess,
  waitForHttp,
} from './lib/processes.mjs';
import { renderReport } from './lib/report.mjs';
import { CHROMIUM_PATH, measureFirstView, runLighthouse } from './lib/web.mjs';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'apps/server/package.json'));
const pg = require('pg');

const LOAD = { connections: 10, durationS: 10, warmupS: 2 };
// Browsers ask for compressed answers; the floor then answers the same compressed bytes.
const REQUEST_HEADERS = { 'accept-encoding': 'gzip' };
const SMALL = { projects: 1_000, users: 500, ratings: 10_000, comments: 2_000 };
const FULL = { projects: 100_000, users: 50_000, ratings: 1_000_000, comments: 200_000 };
// Rows written by seed-scale: user-0 has favourites; scale-12345 is a published app with ratings.
const BENCH_USER = { email: 'user-0@scale.vitrina.app', password: 'Scale1234!' };
const SCALE_SLUG = 'scale-12345';
const DEMO_SLUG = 'editor-de-fotos-pro';
// Lighthouse scores swing by several points between runs on a small machine: the median of three.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEADLINE_MS = 30 * 60_000;

const CASES = [
  { key: 'list', label: 'store list page 1', path: '/api/project/simplified?page=0&size=12' },
  { key: 'deep', label: 'store list page 4000', path: '/api/project/simplified?page=4000&size=12' },
  {
    key: 'search',
    label: 'search "foto editor"',
    path: '/api/project/simplified?page=0&size=12&q=foto%20editor',
  },
  {
    // A broad search: a few hundred matches at 1,000 projects, tens of thousands at 100,000. Its
    // count stops at 1,000 ("more than 1,000") and relevance ranks the newest 1,000 matches only.
    key: 'broad',
    label: 'search "juego" (broad)',
    path: '/api/project/simplified?page=0&size=12&q=juego',
  },
  {
    key: 'detail',
    label: 'app detail by slug',
    path: `/api/project/${SCALE_SLUG}`,
    headers: { purpose: 'prefetch' },
    note: '(`Purpose: prefetch`)',
  },
  {
    key: 'favorites',
    label: 'favourites (logged in, 50)',
    path: '/api/user/favorites',
    auth: true,
    note: '(bearer)',
  },
  // The public pages as the server renders them (HTML, anonymous, Spanish).
  { key: 'page-app', label: 'app page HTML', path: `/app/${SCALE_SLUG}`, page: true },
  { key: 'page-store', label: 'store page HTML', path: '/store', page: true },
];
const GROWTH_CASES = ['list', 'search', 'broad'];
// The public pages (the server renders them): first view, Lighthouse and hydration on each.
const webRoutes = (developerId) => [
  '/',
  '/store',
  `/app/${DEMO_SLUG}`,
  `/developer/${developerId}/apps`,
  '/about',
];

// Checks that each case answers real data, so a broken call cannot pass for a fast one.
const CHECKS = {
  list: (b) => b.projects?.length === 12,
  deep: (b) => b.projects?.length === 12 && b.currentPage === 4000,
  search: (b) => b.projects?.length > 0 && b.totalElements > 0,
  broad: (b) => b.projects?.length === 12 && b.totalElements > 0,
  detail: (b) => b.slug === SCALE_SLUG,
  favorites: (b) => b.projects?.length >= 50,
  'page-app': (html) => html.includes('id="vitrina-page"') && html.includes('application/ld+json'),
  'page-store': (html) => html.includes('id="vitrina-page"') && html.includes(`href="/app/`),
};
const n = (value) => Number(value).toLocaleString('en-US');
const describePage = (b) =>
  `${b.projects.length} of ${b.totalCapped ? 'more than ' : ''}${n(b.totalElements)}`;
const ANSWERS = {
  list: describePage,
  deep: describePage,
  search: describePage,
  broad: describePage,
  detail: (b) => `"${b.name}"`,
  favorites: (b) => `${b.projects.length} apps`,
  'page-app': (html) =>
    `${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '?'} (${(html.length / 1000).toFixed(1)} KB)`,
  'page-store': (html) =>
    `${(html.match(/href="\/app\//g) ?? []).length} app links (${(html.length / 1000).toFixed(1)} KB)`,
};

const log = (line) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const cleanups = [];

// Every server of the run keeps hosted builds' files (the demo apps', the bench's own) in one
// throw-away folder, set once the run's work folder exists.
let dataDir;

const minimalEnv = (extra) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // Servers on PostgreSQL sign hosted apps' tokens with a shared key.
  APP_TOKEN_SECRET: 'bench-app-token-secret-0123456789abcdef',
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  ...extra,
});

async function createDatabase() {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `vitrina_bench_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    log(`dropped database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { rows } = await admin.query('show server_version');
  log(`database ${name}`);
  // After a bulk load PostgreSQL flushes it to disk in the background for a while; do it now, so the
  // flush does not run during a measurement (needs a superuser; skipped otherwise).
  const checkpoint = () => admin.query('CHECKPOINT').catch((error) => log(`no CHECKPOINT: ${error.message}`));
  return { url: url.toString(), postgresVersion: rows[0].server_version.split(' ')[0], checkpoint };
}

async function seed(database, counts) {
  const args = Object.entries(counts).flatMap(([key, value]) => [`--${key}`, String(value)]);
  log(`seed-scale ${args.join(' ')}`);
  const { seconds } = await runToEnd(
    'seed-scale',
    process.execPath,
    ['apps/server/dist/seed-scale.js', ...args],
    {
      cwd: root,
      env: minimalEnv({ DATABASE_URL: database.url }),
      echo: true,
      timeoutMs: 6 * 60_000,
    },
  );
  await database.checkpoint();
  return { seconds, counts };
}

// The read cache off: what each call costs the server and database when answered afresh.
const NO_READ_CACHE = { PUBLIC_CACHE_TTL_MS: '0', PERSONAL_CACHE_TTL_MS: '0' };

async function startServer(databaseUrl, env = {}) {
  const port = await freePort();
  const server = startProcess('server', process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: minimalEnv({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'true',
      RATE_LIMIT_AUTH_MAX: '100000',
      PAYMENT_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'log',
      // Nothing may leave the machine: the code-hosting client points at a closed local port.
      GITHUB_API_URL: 'http://127.0.0.1:9',
      ...env,
    }),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, server);
  return { server, baseUrl };
}

async function login(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  if (!response.ok)
    throw new Error(`login of ${BENCH_USER.email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

function caseHeaders(c, token) {
  return { ...REQUEST_HEADERS, ...c.headers, ...(c.auth ? { authorization: `Bearer ${token}` } : {}) };
}

/** Captures the case's answer (checked for real data) and returns it with its headers. */
async function captureCase(baseUrl, c, token) {
  const headers = caseHeaders(c, token);
  const captured = await captureResponse(`${baseUrl}${c.path}`, headers);
  const body = c.page ? responseText(captured) : responseJson(captured);
  if (captured.status !== 200 || !CHECKS[c.key](body)) {
    throw new Error(`${c.label}: unexpected answer ${captured.status} ${body?.error?.code ?? ''}`);
  }
  return { headers, captured, answer: ANSWERS[c.key](body) };
}

async function measureGrowthBaseline(databaseUrl) {
  const { server, baseUrl } = await startServer(databaseUrl, NO_READ_CACHE);
  try {
    const results = {};
    for (const key of GROWTH_CASES) {
      const c = CASES.find((x) => x.key === key);
      const { headers, answer } = await captureCase(baseUrl, c);
      log(`1k projects: ${c.label}`);
      results[key] = { ...(await measureLoad(`${baseUrl}${c.path}`, headers, LOAD)), answer };
    }
    return results;
  } finally {
    await stopProcess(server);
  }
}

async function measureApi(baseUrl, workDir) {
  const token = await login(baseUrl);
  const captures = [];
  for (const c of CASES) captures.push({ c, ...(await captureCase(baseUrl, c, token)) });
  const floor = await startFloor({
    root,
    workDir,
    name: 'floor',
    env: minimalEnv({}),
    captures: captures.map(({ c, captured }) => ({ url: c.path, ...captured })),
  });
  const results = [];
  try {
    for (const { c, headers, captured, answer } of captures) {
      log(`100k projects: ${c.label} (ours, then floor)`);
      const ours = await measureLoad(`${baseUrl}${c.path}`, headers, LOAD);
      const floorResult = await measureLoad(`${floor.url}${c.path}`, headers, LOAD);
      results.push({
        key: c.key,
        label: c.label,
        path: c.path,
        note: c.note,
        page: c.page,
        answer,
        bodyBytes: captured.body.length,
        contentEncoding: captured.contentEncoding,
        ours,
        floor: floorResult,
        ratio: ours.rps / floorResult.rps,
      });
    }
  } finally {
    await floor.stop();
  }
  return results;
}

/** Every case again against a server without the read cache (growth compares these). */
async function measureUncached(databaseUrl) {
  const { server, baseUrl } = await startServer(databaseUrl, NO_READ_CACHE);
  try {
    const token = await login(baseUrl);
    const results = {};
    for (const c of CASES) {
      const { headers, answer } = await captureCase(baseUrl, c, token);
      log(`100k projects, no read cache: ${c.label}`);
      // A page rendered afresh is judged on the time one render takes: one request at a time (with ten
      // at once on two cores, its p50 would be mostly the wait behind the others' renders).
      const load = c.page ? { ...LOAD, connections: 1 } : LOAD;
      results[c.key] = { ...(await measureLoad(`${baseUrl}${c.path}`, headers, load)), answer };
    }
    return results;
  } finally {
    await stopProcess(server);
  }
}

function machineLine(postgresVersion) {
  const cores = cpus();
  const ram = `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`;
  return `${cores[0]?.model.trim() ?? 'unknown CPU'} × ${cores.length} cores, ${ram}, Node ${process.version}, PostgreSQL ${postgresVersion}`;
}

async function main() {
  const started = Date.now();
  for (const file of [
    'apps/server/dist/main.js',
    'apps/server/dist/seed-scale.js',
    'apps/web/dist/index.html',
  ]) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: run scripts/ensure-chromium.sh or set CHROMIUM_PATH`);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-'));
  cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
  dataDir = join(workDir, 'data');
  const database = await createDatabase();

  // The migrations run when seed-scale opens the database, as when the server starts.
  const small = await seed(database, SMALL);
  const baseline = await measureGrowthBaseline(database.url);
  const full = await seed(database, FULL);

  const { server, baseUrl } = await startServer(database.url);
  const api = await measureApi(baseUrl, workDir);
  const demoApp = await (await fetch(`${baseUrl}/api/project/${DEMO_SLUG}`)).json();
  const routes = webRoutes(demoApp.developerId);
  log('web: first view of each route');
  const web = await measureFirstView(baseUrl, routes);
  log(`Lighthouse (raw, then calibrated): ${routes.join(', ')}`);
  const lighthouse = (
    await runLighthouse(
      routes.map((route) => `${baseUrl}${route}`),
      LIGHTHOUSE_RUNS,
    )
  ).map((l, i) => ({ ...l, route: routes[i] }));
  log('web: taps under a 4× CPU slowdown, and hydration tasks');
  const interactions = await measureInteractions(baseUrl);
  const hydration = await measureHydrationTasks(baseUrl, routes);
  await stopProcess(server);
  const uncached = await measureUncached(database.url);
  for (const c of api) {
    c.uncached = uncached[c.key];
    c.uncachedRatio = c.uncached.rps / c.floor.rps;
  }
  const hosted = await measureHostedApps({
    startServer,
    databaseUrl: database.url,
    requestHeaders: REQUEST_HEADERS,
    load: LOAD,
    floorOptions: { root, workDir, env: minimalEnv({}) },
    log,
  });

  // Growth is about the work a call does, so both sides are measured without the read cache.
  const growth = GROWTH_CASES.map((key) => {
    const full = uncached[key];
    return {
      key,
      label: api.find((x) => x.key === key).label,
      small: baseline[key],
      full,
      p50Ratio: full.p50 / baseline[key].p50,
      rpsRatio: baseline[key].rps / full.rps,
    };
  });
  const describe = (d) =>
    `${d.projects.toLocaleString('en-US')} projects, ${d.ratings.toLocaleString('en-US')} ratings, ${d.comments.toLocaleString('en-US')} comments, ${d.users.toLocaleString('en-US')} users`;
  const lighthousePackage = JSON.parse(
    readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  );
  const { markdown, targets } = renderReport({
    date: new Date().toISOString(),
    machine: machineLine(database.postgresVersion),
    totalSeconds: (Date.now() - started) / 1000,
    seeds: { small, full },
    datasets: { small: describe(SMALL), full: describe(FULL) },
    settings: { ...LOAD, headerNote: 'Accept-Encoding: gzip' },
    api,
    hosted,
    growth,
    web,
    lighthouse,
    interactions,
    hydration,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    lighthouseVersion: lighthousePackage.version,
  });
  writeFileSync(join(root, 'bench/RESULTS.md'), markdown);
  console.log(`\n${markdown}`);
  const missed = targets.filter((t) => !t.met).length;
  log(`${missed === 0 ? 'every target met' : `${missed} target(s) NOT MET`}; written bench/RESULTS.md`);
}

let cleaning;
async function cleanup() {
  cleaning ??= (async () => {
    await stopAllProcesses();
    for (const step of cleanups.reverse())
      await step().catch((error) => console.error(`cleanup: ${error.message}`));
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`bench: over ${DEADLINE_MS / 60_000} minutes, stopping`);
  cleanup().finally(() => process.exit(1));
}, DEADLINE_MS);

try {
  await main();
  await cleanup();
  clearTimeout(watchdog);
  process.exit(0);
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
  await cleanup();
  process.exit(1);
}
