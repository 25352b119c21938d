import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killChild,
  repoRoot,
  sleep,
  startChild,
  stopAllChildren,
  type TChild,
  waitForHttp,
} from './support/processes';

// `npm start` runs scripts/start.mjs, which builds what is out of date and starts the server as its
// child. Stopping it must stop the server, however it is stopped, and a second start reuses the build.

const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-start-'));
afterAll(async () => {
  await stopAllChildren();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startScript(port: number): Promise<TChild> {
  const handle = startChild('start', process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      PAYMENT_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'log',
      GITHUB_API_URL: 'http://127.0.0.1:9',
    },
  });
  // A first start may build the web app and the server.
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, handle, 240_000);
  return handle;
}

/** Whether anything answers on the port. */
const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

async function waitUntilSilent(port: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await answers(port))) return true;
    await sleep(200);
  }
  return false;
}

describe('npm start (scripts/start.mjs)', { timeout: 300_000 }, () => {
  it('stops the server when it is killed outright, and when it gets SIGTERM; a second start builds nothing', async () => {
    const first = await freePort();
    const started = await startScript(first);
    // kill -9 of the started process: no signal reaches the server, the closed channel does.
    await killChild(started);
    expect(await waitUntilSilent(first, 15_000)).toBe(true);

    const second = await freePort();
    const again = await startScript(second);
    expect(again.output()).not.toContain('Building');
    again.child.kill('SIGTERM');
    const { code } = await again.exited;
    expect(code).toBe(0);
    expect(await answers(second)).toBe(false);
  });

  it('refuses a Node.js older than the engines ask for, saying which one it needs, before building', () => {
    const run = (version: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`,
          join(repoRoot, 'scripts', 'start.mjs'),
        ],
        { cwd: repoRoot, encoding: 'utf8', env: { PATH: process.env.PATH, PORT: '9' }, timeout: 30_000 },
      );
    const old = run('20.18.1');
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('Vitrina needs Node.js 20.19 or newer; this is 20.18.1.');
    expect(old.stdout).not.toContain('Building');
  });
});
