import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DEMO_ACCOUNTS } from '../../apps/server/src/demo/demo-data';
import { startFakeBrevo } from '../../apps/server/test/fake-brevo';
import { startFakeGithub } from '../../apps/server/test/fake-github';
import { clearAuditFiles, openAuditLog, recordSecrets } from '../../apps/server/test/log-audit';

/** Passwords the journeys type (besides the demo accounts'): the log audit looks for them. */
const JOURNEY_PASSWORDS = ['clave-segura-1', 'secreto1'];

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    githubUrl: string;
    /** Lists the mails the server sent (through the fake Brevo): see support/mailbox.ts. */
    mailboxUrl: string;
  }
}

/**
 * The GitHub accounts the journeys register developers with (sexta-dev: only the GitHub outage
 * journey; septima-dev: only the server-rendered pages' safety journey).
 */
export const E2E_GITHUB_USERS = [
  'e2e-developer',
  'otra-developer',
  'tercera-dev',
  'cuarta-dev',
  'quinta-dev',
  'sexta-dev',
  'septima-dev',
];
/** Public repositories the journeys' projects point at; anything else is "missing". */
export const E2E_GITHUB_REPOS = [
  'carlosmendoza/contador-de-habitos',
  'carlosmendoza/lista-de-compras',
  'e2e-developer/mi-primera-app',
  'sexta-dev/agenda-sin-conexion',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Where this worker's server keeps its data: E2E_DATABASE=postgres, a fresh PostgreSQL database
 * (made on TEST_POSTGRES_URL's server, default postgres://postgres@127.0.0.1:5432/test, and dropped
 * at the end), as in production; otherwise the embedded database, as `npm run dev` starts it.
 * scripts/run-e2e.mjs gives each worker one of them in turn, so the journeys walk both.
 */
async function journeyDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.E2E_DATABASE !== 'postgres') return { env: { DATABASE_URL: '' }, drop: async () => {} };
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `vitrina_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`E2E_DATABASE=postgres: cannot reach PostgreSQL at ${adminUrl} (${error.message})`);
  });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    // With DATABASE_URL the server is given the secret it signs with (every instance signs alike);
    // with the embedded database it makes one of its own.
    env: { DATABASE_URL: url.toString(), APP_TOKEN_SECRET: randomBytes(32).toString('hex') },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Starts the built server (npm run build first) on a free port with a fresh database (journeyDatabase) and
 * demo data, against a fake code-hosting API and a fake Brevo (the mail provider, so journeys can
 * read the mails sent) on 127.0.0.1. Everything stops when the run ends. Each vitest process runs
 * this once: `npm run test:e2e` starts two (scripts/run-e2e.mjs), so each worker's journeys have a
 * server, a database and fakes of their own, and run one file after another on them.
 *
 * The fake can play a GitHub outage for the journeys, which run in other processes: `POST
 * {githubUrl}/__fake/outage` with a TFakeGithubOutage as JSON (`{"mode":"status","status":503}`,
 * `{"mode":"hang"}` or a rate limit) makes every call fail until `POST {githubUrl}/__fake/recover`.
 * Every journey of the worker shares this fake and this server, so a journey that starts an outage
 * must recover it in a `finally` or `afterAll`. The server re-checks what GitHub could not answer every
 * GITHUB_CHECK_POLL_MS, first after GITHUB_CHECK_RETRY_BASE_MS (doubling while it stays down):
 * both short here, so a journey sees a check pass within seconds of the recovery.
 */
export default async function setup(project: TestProject) {
  const github = await startFakeGithub();
  for (const login of E2E_GITHUB_USERS) github.addUser(login);
  for (const repo of E2E_GITHUB_REPOS) github.addRepo(repo);
  const brevo = await startFakeBrevo();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-'));
  const database = await journeyDatabase();
  const root = join(import.meta.dirname, '..', '..');
  const server: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The links in its mails lead to this very server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...database.env,
      DEMO_DATA: 'true',
      GITHUB_API_URL: github.url,
      MAIL_PROVIDER: 'brevo',
      BREVO_API_URL: brevo.url,
      BREVO_API_KEY: brevo.apiKey,
      // Mail leaves within a quarter of a second, so a journey waiting for one is quick.
      MAIL_POLL_MS: '250',
      RATE_LIMIT_AUTH_MAX: '1000',
      GITHUB_CHECK_POLL_MS: '200',
      GITHUB_CHECK_RETRY_BASE_MS: '500',
      // Builds the journeys add are imported within a fifth of a second.
      BUILD_POLL_MS: '200',
      // Webhook endpoints may be on 127.0.0.1 (a journey's own receiver), and the worker sends a
      // queued event within a fifth of a second.
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      WEBHOOKS_POLL_MS: '200',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's log goes to the suite log; the log audit (run after the journeys) reads it. Run
  // alone, this run clears what an earlier one left; as one of several workers (E2E_WORKER, set by
  // scripts/run-e2e.mjs, which clears once before starting them all) it leaves the others' logs be.
  const worker = process.env.E2E_WORKER;
  if (!worker) clearAuditFiles(['e2e-']);
  recordSecrets([
    ...DEMO_ACCOUNTS.map((account) => account.password),
    ...JOURNEY_PASSWORDS,
    brevo.apiKey,
    ...(database.env.APP_TOKEN_SECRET ? [database.env.APP_TOKEN_SECRET] : []),
  ]);
  const serverLog = openAuditLog(worker ? `e2e-server-${worker}` : 'e2e-server');
  let pending = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) serverLog.write(line);
    // Warnings and errors stay visible in the test output.
    for (const line of lines) if (/"level":(4|5|6)\d/.test(line)) process.stderr.write(`${line}\n`);
  });
  // A server that stops before the run ends fails every journey after it: say so once, plainly.
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(
        `\nThe journeys' server${worker ? ` (worker ${worker})` : ''} stopped before the run ended ` +
          `(${signal ?? `exit code ${code}`}); every journey after this point fails for that reason.\n`,
      );
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // An upper bound, never a wait: two servers start at once, each loading the demo data into its own
  // database, and a slow machine may need minutes for it.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`server exited with ${server.exitCode ?? server.signalCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('githubUrl', github.url);
  project.provide('mailboxUrl', brevo.receivedUrl);

  return async () => {
    stopping = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    if (pending) serverLog.write(pending);
    serverLog.close();
    await github.close();
    await brevo.close();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
}
