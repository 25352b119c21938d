#!/usr/bin/env node
// The browser journeys, two at a time: the journey files are split into lists of about the same
// length (by the durations in scripts/e2e-durations.json), and each list runs in a vitest process
// of its own, whose global setup starts its own server, database, fake GitHub and fake Brevo. The
// workers take the two databases in turn: the first the embedded one (what `npm run dev` starts),
// the second a fresh PostgreSQL one (production's; E2E_DATABASE=embedded|postgres sets one for all).
// Within a list the files run one after another, in the order printed. Then the log audit reads
// every log line the servers wrote. Fails when any list or the audit fails.
//
//   node scripts/run-e2e.mjs [--workers N] [--reverse] [--seed N] [--write-durations] [file ...]
//
//   --workers N        how many lists (default 2, or E2E_WORKERS); 1 runs them all in one process
//   --reverse          each list in the opposite order (to check no journey needs another's data)
//   --seed N           a different split and order, drawn from N (the same N, the same lists)
//   --write-durations  keeps the durations this run measured in scripts/e2e-durations.json
//   --plan             only prints the lists
//   file ...           only these journey files (paths, or parts of them)
//
// The built app is expected (npm run build first); `npm run test:e2e` builds, then runs this.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');
const TESTS_DIR = 'e2e/tests';
const DURATIONS_FILE = join(root, 'scripts/e2e-durations.json');
const LOG_DIR = join(root, '.test-logs');
const VITEST = join(root, 'node_modules/vitest/vitest.mjs');

function parseArgs(argv) {
  const options = {
    workers: Number(process.env.E2E_WORKERS ?? 2),
    reverse: false,
    seed: undefined,
    write: false,
    plan: false,
    filters: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--workers') options.workers = Number(argv[++i]);
    else if (arg === '--reverse') options.reverse = true;
    else if (arg === '--seed') options.seed = Number(argv[++i]);
    else if (arg === '--write-durations') options.write = true;
    else if (arg === '--plan') options.plan = true;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.filters.push(arg);
  }
  if (!Number.isInteger(options.workers) || options.workers < 1)
    throw new Error('--workers: a whole number ≥ 1');
  if (options.seed !== undefined && !Number.isFinite(options.seed)) throw new Error('--seed: a number');
  return options;
}

/** Every journey file, as a path from the repository root. */
function journeyFiles(dir = TESTS_DIR) {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? journeyFiles(`${dir}/${entry.name}`)
        : entry.name.endsWith('.test.ts')
          ? [`${dir}/${entry.name}`]
          : [],
    )
    .sort();
}

/** Seconds each file took when last measured; a file not measured yet counts as an average one. */
function estimates(files) {
  const known = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')).seconds;
  const values = Object.values(known);
  const average = values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 60;
  return new Map(files.map((file) => [file, known[file] ?? average]));
}

/** A small seeded generator (mulberry32): the same seed, the same draws. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Splits the files into `count` lists of about the same total: longest first, each to the list with
 * the least so far. With a seed the files come in a drawn order instead (a different split, still
 * about even), and each list keeps that order; otherwise each list runs longest first.
 */
function split(files, seconds, count, seed) {
  const longestFirst = (a, b) => seconds.get(b) - seconds.get(a) || a.localeCompare(b);
  let order = [...files].sort(longestFirst);
  if (seed !== undefined) {
    const draw = random(seed);
    order = [...files];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(draw() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
  }
  const lists = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of order) {
    const lightest = lists.reduce((least, list) => (list.seconds < least.seconds ? list : least));
    lightest.files.push(file);
    lightest.seconds += seconds.get(file);
  }
  // Longest first, as vitest itself orders files, so the lists end about together. No journey
  // needs another's data or its absence (`--reverse` and `--seed N` check that).
  if (seed === undefined) for (const list of lists) list.files.sort(longestFirst);
  return lists.filter((list) => list.files.length > 0);
}

/** m:ss, rounded to the second first (539.6 s is 9:00, not 8:60). */
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Runs vitest with the output's lines prefixed by the worker's name; resolves to its exit code. */
function run(name, args, env) {
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(process.execPath, [VITEST, ...args], {
    cwd: root,
    env: { ...process.env, ...colour, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = name ? `${name} │ ` : '';
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
      out.write(`${prefix}${line}\n`),
    );
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

/** Per-file seconds from vitest's JSON report (missing when the run ended before writing it). */
function measured(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    return report.testResults.map((result) => ({
      file: relative(root, result.name).replaceAll('\\', '/'),
      seconds: (result.endTime - result.startTime) / 1000,
      passed: result.status === 'passed',
    }));
  } catch {
    return [];
  }
}

const options = parseArgs(process.argv.slice(2));
const all = journeyFiles();
const files = options.filters.length
  ? all.filter((file) => options.filters.some((filter) => file.includes(filter.replace(/^\.\//, ''))))
  : all;
if (files.length === 0) throw new Error(`no journey file matches ${options.filters.join(' ')}`);
const seconds = estimates(files);
const lists = split(files, seconds, Math.min(options.workers, files.length), options.seed);
if (options.reverse) for (const list of lists) list.files.reverse();

console.log(
  `Browser journeys: ${files.length} files in ${lists.length} worker(s)` +
    `${options.seed === undefined ? '' : `, seed ${options.seed}`}${options.reverse ? ', reversed' : ''}`,
);
/** The database a worker's server keeps its data in. */
const database = (index) => process.env.E2E_DATABASE ?? (index % 2 === 0 ? 'embedded' : 'postgres');
lists.forEach((list, index) => {
  console.log(
    `  e2e-${index + 1} (${database(index)} database): about ${minutes(list.seconds)} of journeys, in this order:`,
  );
  for (const file of list.files) console.log(`    ${file}`);
});

if (options.plan) process.exit(0);

// The servers' logs of an earlier run go; each worker's setup then leaves the others' alone.
mkdirSync(LOG_DIR, { recursive: true });
for (const name of readdirSync(LOG_DIR))
  if (name.startsWith('e2e-')) rmSync(join(LOG_DIR, name), { force: true });

const reports = mkdtempSync(join(tmpdir(), 'vitrina-e2e-report-'));
const started = Date.now();
const results = await Promise.all(
  lists.map(async (list, index) => {
    const name = `e2e-${index + 1}`;
    const report = join(reports, `${name}.json`);
    const workerStarted = Date.now();
    const code = await run(
      lists.length > 1 ? name : '',
      [
        'run',
        '--project',
        'e2e',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...list.files,
      ],
      { E2E_WORKER: String(index + 1), E2E_DATABASE: database(index), TEST_FILE_ORDER: list.files.join(',') },
    );
    return { name, code, files: measured(report), seconds: (Date.now() - workerStarted) / 1000 };
  }),
);
const journeysSeconds = (Date.now() - started) / 1000;

console.log('\nBrowser journeys, per worker (setup included) and per file:');
for (const result of results) {
  console.log(`  ${result.name}: ${minutes(result.seconds)} ${result.code === 0 ? 'passed' : 'FAILED'}`);
  for (const file of result.files)
    console.log(
      `    ${minutes(file.seconds).padStart(5)}  ${file.file}${file.passed ? '' : '  (failed)'}` +
        `  [table: ${minutes(seconds.get(file.file) ?? 0)}]`,
    );
}
console.log(`  all workers: ${minutes(journeysSeconds)}`);

if (options.write) {
  const table = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));
  for (const file of results.flatMap((result) => result.files))
    if (file.passed) table.seconds[file.file] = Math.round(file.seconds);
  table.seconds = Object.fromEntries(Object.entries(table.seconds).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`Durations written to ${relative(root, DURATIONS_FILE)}.`);
}
rmSync(reports, { recursive: true, force: true });

console.log('\n=== the log audit of the journeys ===');
const audit = await run('', ['run', '--project', 'log-audit'], {});

const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (audit !== 0) failed.push('log audit');
if (failed.length > 0) {
  console.error(`\nBrowser journeys failed: ${failed.join(', ')}.`);
  process.exit(1);
}
