// `npm start`: builds what is missing or out of date, then runs the server, which migrates the
// database, loads demo data (when enabled) and serves the API and the web app on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import './check-node.mjs';

const root = join(import.meta.dirname, '..');

/** Newest modification time of any file under the given folders (node_modules and builds skipped). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (!['node_modules', 'dist', 'dist-ssr'].includes(entry)) walk(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) walk(join(root, p));
  return latest;
}

function buildIfStale(output, sources, workspace) {
  const out = join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(sources)) return;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The web build ends with the server's renderer of the public pages (dist-ssr).
buildIfStale('apps/web/dist-ssr/entry-server.js', ['apps/web', 'packages/shared/src'], '@vitrina/web');
buildIfStale('apps/server/dist/main.js', ['apps/server/src', 'packages/shared/src'], '@vitrina/server');

// The IPC channel ties the server to this process: if this one ends in any way (a signal npm or a
// shell did not pass on, a kill -9), the channel closes and the server shuts down cleanly by itself.
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// Pass stop signals on, so the server can finish in-flight requests before it exits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
