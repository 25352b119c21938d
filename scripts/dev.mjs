// `npm run dev`: the API with reload (tsx watch) on :3000 and the Vite dev server on :5173,
// which proxies /api to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import './check-node.mjs';

const root = join(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@vitrina/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
