// Hosted apps in the benchmark: a paid app's files served on its own host to a buyer's app session,
// beside the floor, and the time a build of 500 files takes from its request to READY. Everything
// is made through the API of a server started for it, against a stand-in GitHub on 127.0.0.1.
import { gunzipSync } from 'node:zlib';
import { startFakeGithub } from './fake-github.mjs';
import { startFloor } from './floor.mjs';
import {
  adminToken,
  api,
  buyAndLaunch,
  createProject,
  gatedAppFiles,
  importBuild,
  importFiles,
  sellingDeveloper,
} from './hosted-app.mjs';
import { captureResponse, measureLoad } from './load.mjs';
import { stopProcess } from './processes.mjs';

/** How often the server's import worker looks for queued builds here (the default is 1 s). */
export const BUILD_POLL_MS = 200;
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const IMPORT_SET = { count: 500, totalBytes: 5 * 1024 * 1024 };

const APP_CASES = [
  {
    key: 'page',
    label: 'app page (index.html)',
    path: '/',
    file: 'dist/index.html',
    note: '(app host, app cookie)',
  },
  {
    key: 'script',
    label: 'app script (100 KB)',
    path: '/assets/app-Dq3R_t8M.js',
    file: 'dist/assets/app-Dq3R_t8M.js',
    note: '(app host, app cookie)',
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The bytes a capture decodes to (gunzipped when it was sent compressed). */
const decoded = (captured) =>
  captured.contentEncoding === 'gzip' ? gunzipSync(captured.body) : captured.body;

async function measureAppFiles({ baseUrl, host, cookie, files, requestHeaders, load, floorOptions, log }) {
  const withoutCookie = await captureResponse(`${baseUrl}/`, { ...requestHeaders, host });
  if (withoutCookie.status !== 403) {
    throw new Error(`the paid app answered ${withoutCookie.status} without an app session`);
  }
  const headers = { ...requestHeaders, host, cookie };
  const captures = [];
  for (const c of APP_CASES) {
    const captured = await captureResponse(`${baseUrl}${c.path}`, headers);
    if (captured.status !== 200 || !decoded(captured).equals(files[c.file])) {
      throw new Error(`${c.label}: answered ${captured.status}, not the file the repository holds`);
    }
    if (c.key === 'script' && captured.contentEncoding !== 'gzip') {
      throw new Error(`${c.label}: sent ${captured.contentEncoding ?? 'uncompressed'}, not gzip`);
    }
    captures.push({ c, captured });
  }
  const floor = await startFloor({
    ...floorOptions,
    name: 'floor-app-files',
    captures: captures.map(({ c, captured }) => ({ url: c.path, ...captured })),
  });
  const results = [];
  try {
    for (const { c, captured } of captures) {
      log(`hosted app: ${c.label} (ours, then floor)`);
      const ours = await measureLoad(`${baseUrl}${c.path}`, headers, load);
      const floorResult = await measureLoad(`${floor.url}${c.path}`, headers, load);
      results.push({
        key: c.key,
        label: c.label,
        path: c.path,
        note: c.note,
        answer: `${captured.contentType}, \`${captured.headers['cache-control']}\``,
        bodyBytes: captured.body.length,
        fileBytes: files[c.file].length,
        contentEncoding: captured.contentEncoding,
        ours,
        floor: floorResult,
        ratio: ours.rps / floorResult.rps,
      });
    }
  } finally {
    await floor.stop();
  }
  return { cases: results, withoutCookieStatus: withoutCookie.status };
}

async function measureImports({ baseUrl, github, developer, log }) {
  const project = await createProject(baseUrl, developer, 'importes', 'Galería de importación', 0);
  const runs = [];
  for (let run = 1; run <= IMPORT_RUNS; run += 1) {
    const files = importFiles(`${Date.now()}-${run}`, IMPORT_SET);
    const { archiveBytes } = await github.addCommit(developer.login, 'importes', `run-${run}`, files);
    log(`hosted app: import of ${IMPORT_SET.count} files, run ${run} of ${IMPORT_RUNS}`);
    const build = await importBuild(baseUrl, developer.token, project.id, `run-${run}`, `1.0.${run}`);
    if (build.fileCount !== IMPORT_SET.count || build.totalBytes !== IMPORT_SET.totalBytes) {
      throw new Error(`import run ${run}: ${build.fileCount} files, ${build.totalBytes} bytes`);
    }
    runs.push({ seconds: build.seconds, archiveBytes });
  }
  return {
    ...IMPORT_SET,
    pollMs: BUILD_POLL_MS,
    runs,
    seconds: median(runs.map((r) => r.seconds)),
  };
}

/**
 * Starts a server (`startServer(databaseUrl, env)`, the read cache on, as it ships) with the
 * stand-in GitHub, makes the paid app and its buyer's session through the API, measures its files
 * against the floor and then the imports; stops what it started.
 */
export async function measureHostedApps({
  startServer,
  databaseUrl,
  requestHeaders,
  load,
  floorOptions,
  log,
}) {
  const github = await startFakeGithub();
  try {
    const { server, baseUrl } = await startServer(databaseUrl, {
      GITHUB_API_URL: github.url,
      BUILD_POLL_MS: String(BUILD_POLL_MS),
    });
    try {
      log('hosted app: a paid app with a 100 KB script, published and bought through the API');
      const admin = await adminToken(baseUrl);
      const developer = await sellingDeveloper(baseUrl, admin);
      const files = gatedAppFiles();
      await github.addCommit(developer.login, 'menus', 'main', files);
      const project = await createProject(baseUrl, developer, 'menus', 'Planificador de menús', 4.99);
      const build = await importBuild(baseUrl, developer.token, project.id, 'main', '1.0.0');
      await api(baseUrl, 'POST', `/api/admin/builds/${build.id}/approve`, { token: admin });
      await api(baseUrl, 'PUT', `/api/project/${project.id}`, {
        token: admin,
        body: { status: 'PUBLISHED' },
      });
      const { host, cookie } = await buyAndLaunch(baseUrl, project.id, (hostName, path) =>
        captureResponse(`${baseUrl}${path}`, { host: hostName }),
      );
      const appFiles = await measureAppFiles({
        baseUrl,
        host,
        cookie,
        files,
        requestHeaders,
        load,
        floorOptions,
        log,
      });
      const imports = await measureImports({ baseUrl, github, developer, log });
      return { host, ...appFiles, imports };
    } finally {
      await stopProcess(server);
    }
  } finally {
    await github.close();
  }
}
