// Runs a command against a fresh PostgreSQL database, then drops it, so every run starts clean.
// Server: TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test), used to create the database.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `vitrina_test_${Date.now()}_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
console.log(`PostgreSQL test database ${name} on ${url.host}`);

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, DATABASE_URL: url.toString() },
});
const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
process.exit(code);
