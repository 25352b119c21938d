// Server processes for the resilience tests: the built server (apps/server/dist/main.js) started
// on a free port of 127.0.0.1, tracked, and always stopped by the test that started it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const serverMain = join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/** Every child a test started and has not seen exit yet. */
const running = new Set<TChild>();

export type TChild = {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or 128 + signal number style: the signal name) once it exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines of its output, for error messages. */
  output: () => string;
};

export type TServer = TChild & { port: number; url: string };

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects with a readable message when the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Starts a child process and keeps the last lines of its output. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): TChild {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...String(chunk).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      tail.push(String(error));
      resolve({ code: 127, signal: null });
    });
  });
  const handle: TChild = { name, child, pid: child.pid ?? -1, exited, output: () => tail.join('\n') };
  running.add(handle);
  void exited.then(() => running.delete(handle));
  return handle;
}

export const isRunning = (handle: TChild) =>
  handle.child.exitCode === null && handle.child.signalCode === null;

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopChild(handle: TChild, graceMs = 10_000): Promise<void> {
  if (!isRunning(handle)) return;
  handle.child.kill('SIGTERM');
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
}

/** SIGKILL, and wait until the process is gone. */
export async function killChild(handle: TChild): Promise<void> {
  if (!isRunning(handle)) return;
  handle.child.kill('SIGKILL');
  await handle.exited;
}

/** Stops every child still running that these helpers started (for afterAll / afterEach). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((handle) => stopChild(handle, 5000)));
}

// If the test runner itself goes away, its children must not outlive it.
process.once('exit', () => {
  for (const handle of running) handle.child.kill('SIGKILL');
});

/** The environment every test server gets: quiet, offline, test-mode payments and mail. */
function baseEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'sandbox',
    MAIL_PROVIDER: 'log',
    // Nothing listens on port 9 (discard): a route that asks GitHub learns it is unreachable.
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_TIMEOUT_MS: '3000',
    DEMO_DATA: 'false',
  };
}

/** Waits until `url` answers 200, failing early if the process died. */
export async function waitForHttp(url: string, handle: TChild, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isRunning(handle)) {
      const { code, signal } = await handle.exited;
      throw new Error(`${handle.name} exited (${code ?? signal}) before answering:\n${handle.output()}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) {
      throw new Error(`${handle.name} did not answer ${url} within ${timeoutMs} ms:\n${handle.output()}`);
    }
    await sleep(100);
  }
}

/**
 * Starts `node apps/server/dist/main.js` on a free port with `env` over the test defaults and
 * waits until /api/health answers 200. The caller stops it (stopChild / killChild / stopAllChildren).
 */
export async function startServer(name: string, env: Record<string, string>): Promise<TServer> {
  if (!existsSync(serverMain)) {
    throw new Error(`${serverMain} is missing: build it with "npm run build -w @vitrina/server"`);
  }
  const port = await freePort();
  const handle = startChild(name, process.execPath, [serverMain], {
    env: { ...baseEnv(), ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, handle);
  } catch (error) {
    await killChild(handle);
    throw error;
  }
  return { ...handle, port, url };
}
