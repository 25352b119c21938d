// Child processes of the benchmark: started here, tracked, and always stopped at the end.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const running = new Set();

/** A free TCP port on 127.0.0.1 (asked from the kernel, then released for the child to take). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Rejects with a readable message when the promise has not settled within `ms`. */
export function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no result within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Starts a child process and keeps the last lines of its output for error messages.
 * `echo` also copies its output to ours (the seed's progress lines).
 */
export function startProcess(name, command, args, { env, cwd, echo = false } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const keep = (chunk, stream) => {
    if (echo) stream.write(chunk);
    tail.push(...String(chunk).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
  child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', (error) => {
      tail.push(String(error));
      resolve(127);
    });
  });
  const handle = { name, child, exited, output: () => tail.join('\n') };
  running.add(handle);
  exited.then(() => running.delete(handle));
  return handle;
}

/** Runs a command to its end; rejects with its last output lines when it fails or takes too long. */
export async function runToEnd(name, command, args, { timeoutMs, ...options }) {
  const handle = startProcess(name, command, args, options);
  const started = Date.now();
  const code = await withTimeout(handle.exited, timeoutMs, name).catch(async (error) => {
    await stopProcess(handle);
    throw error;
  });
  if (code !== 0) throw new Error(`${name} exited with ${code}:\n${handle.output()}`);
  return { seconds: (Date.now() - started) / 1000, output: handle.output() };
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(handle, graceMs = 10_000) {
  if (handle.child.exitCode !== null || handle.child.signalCode !== null) return;
  handle.child.kill('SIGTERM');
  const timer = setTimeout(() => handle.child.kill('SIGKILL'), graceMs);
  await handle.exited;
  clearTimeout(timer);
}

/** Stops every child this benchmark started that is still running. */
export async function stopAllProcesses() {
  await Promise.all([...running].map((handle) => stopProcess(handle)));
}

/** Waits until `url` answers over HTTP (any status), failing early if the process died. */
export async function waitForHttp(url, handle, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (handle.child.exitCode !== null) {
      throw new Error(`${handle.name} exited with ${handle.child.exitCode}:\n${handle.output()}`);
    }
    const up = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline)
      throw new Error(`${handle.name} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
