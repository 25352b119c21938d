// Fails when src/db/schema.ts has changes that no committed migration holds
// (someone changed the schema and forgot `npm run db:generate`).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// drizzle-kit reads --out relative to the package, so the scratch copy lives inside it.
const relativeScratch = 'node_modules/.cache/migrations-check';
const scratch = join(root, relativeScratch);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
try {
  cpSync(join(root, 'migrations'), scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema.ts',
      '--out',
      relativeScratch,
    ],
    { cwd: root, stdio: 'pipe' },
  );
  const after = readdirSync(scratch).length;
  if (after !== before) {
    console.error(
      'The database schema has changes without a migration: run `npm run db:generate` and commit it.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
