// Lints the API document the server generates with Redocly's recommended rules: builds the app in
// this process (in memory, never listening), writes /api/docs/json to a temporary file and runs
// `redocly lint` on it. Any error fails the step; warnings are printed and allowed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = join(import.meta.dirname, '..');
const { readOpenApiDocument } = await tsImport(
  '../apps/server/test/contract/openapi-document.ts',
  import.meta.url,
);
const doc = await readOpenApiDocument();
const dir = mkdtempSync(join(tmpdir(), 'vitrina-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(doc, null, 2));
const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(
  `API document: OpenAPI ${doc.openapi}, ${operations} operations, ${Object.keys(doc.components?.schemas ?? {}).length} named schemas`,
);
const run = spawnSync(
  join(root, 'node_modules', '.bin', 'redocly'),
  ['lint', file, '--extends', 'recommended', '--format', 'stylish'],
  // Redocly reports usage to its servers unless told not to; the suite sends nothing out.
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
