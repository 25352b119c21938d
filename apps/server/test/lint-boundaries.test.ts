import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's layers are held by biome.json: plugins/, db/, lib/, config/ and integrations/ never
// import modules/; a module reaches another only through its index.ts; access/ and mail/ import no
// other module and notifications/ only mail/; Drizzle and the table objects stay in db/; and no
// import cycle is allowed anywhere. Rules that match paths as text fail
// silently when they stop matching, so each case writes throw-away files where a rule should (or
// should not) bite, lints them with the project's Biome and removes them again.

const run = promisify(execFile);
const src = join(import.meta.dirname, '..', 'src');
const repo = join(src, '..', '..', '..');
const biome = join(repo, 'node_modules', '.bin', 'biome');

let probes = 0;

/**
 * Writes the files (path under src → source), lints them all in one run of Biome with only the
 * rule under test (`--only`: a path rule then reads no import graph, which a full run builds for the
 * whole project first), removes them again.
 */
async function lintProbe(files: Record<string, string>, rule = 'style/noRestrictedImports') {
  const paths = Object.keys(files).map((name) => join(src, name));
  // A folder a probe needs that does not exist yet is made for it, and removed with it.
  const made = [...new Set(paths.map((path) => dirname(path)))].filter((dir) => !existsSync(dir));
  for (const dir of made) mkdirSync(dir, { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(join(src, name), source);
  try {
    const { stdout, stderr } = await run(
      biome,
      [
        'lint',
        '--colors=off',
        '--max-diagnostics=none',
        `--only=${rule}`,
        ...paths.map((path) => relative(repo, path)),
      ],
      { cwd: repo },
    );
    return { failed: false, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  } finally {
    for (const path of paths) rmSync(path, { force: true });
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether Biome reported `rule` on the probe file `name` (a path under src). */
const reported = (output: string, name: string, rule: string) =>
  output.split('\n').some((line) => line.startsWith(relative(repo, join(src, name))) && line.includes(rule));

const probeName = (folder: string) => `${folder}/boundary-probe-${process.pid}-${++probes}.ts`;
const LAYER_RULE = 'sit below the modules and never import them';
const INTERNALS_RULE = "A module may not import another module's internals";
const DRIZZLE_RULE = 'Drizzle is spoken only in the data layer';
const TABLES_RULE = 'Outside the data layer only the row types';

describe('the server’s import boundaries (biome.json)', { timeout: 180_000 }, () => {
  it('stop plugins/, db/, lib/, config/ and integrations/ from importing a module', async () => {
    const probes = Object.fromEntries(
      [
        ['plugins', '../modules/auth/session.repository'],
        ['lib', '../modules/projects/project-status'],
        ['db', '../modules/payments/payment.repository'],
        ['config', '../modules/health/health.routes'],
        ['integrations/mail', '../../modules/mail/mail-outbox'],
      ].map(([folder, path]) => [probeName(folder as string), `export { x } from '${path}';\n`]),
    );
    const result = await lintProbe(probes);
    expect(result.failed).toBe(true);
    expect(result.output).toContain(LAYER_RULE);
    for (const name of Object.keys(probes))
      expect(reported(result.output, name, 'lint/style/noRestrictedImports'), name).toBe(true);
  });

  it('let modules use the lower layers', async () => {
    const module = await lintProbe({
      [probeName('modules/projects')]:
        "export { AppError } from '../../lib/app-error';\nexport { writeAudit } from '../../db/audit';\n",
    });
    expect(module.output).not.toContain('noRestrictedImports');
    expect(module.failed).toBe(false);
  });

  it('refuse an import cycle', async () => {
    const first = probeName('lib');
    const second = probeName('lib');
    const base = (name: string) => `./${name.slice('lib/'.length, -'.ts'.length)}`;
    const result = await lintProbe(
      {
        [first]: `import { b } from '${base(second)}';\nexport const a = () => b;\n`,
        [second]: `import { a } from '${base(first)}';\nexport const b = () => a;\n`,
      },
      'suspicious/noImportCycles',
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noImportCycles');
  });
});

describe('the server modules’ boundaries (biome.json)', { timeout: 180_000 }, () => {
  // Every refused probe in one run of Biome and every allowed one in another.
  const refused = {
    internals: {
      [probeName('modules/refunds')]: "export { x } from '../payments/payment.service';\n",
      [probeName('modules/projects')]: "export { x } from '../builds/archive/unpack-archive';\n",
      [probeName('modules/builds/archive')]: "export { x } from '../../projects/project.service';\n",
    },
    base: {
      [probeName('modules/access')]: "export { x } from '../projects';\n",
      [probeName('modules/mail')]: "export { x } from '../notifications';\n",
    },
    notifications: {
      [probeName('modules/notifications')]: "export { x } from '../payments';\n",
      [probeName('modules/notifications/templates')]: "export { x } from '../../refunds';\n",
    },
    data: {
      [probeName('modules/payments')]: "export { sql } from 'drizzle-orm';\n",
      [probeName('modules/refunds')]: "export { refunds } from '../../db/tables/refunds';\n",
      [probeName('plugins')]: "export { pgTable } from 'drizzle-orm/pg-core';\n",
      [probeName('demo')]: "export { projects } from '../db/schema';\n",
    },
  };
  const allowed = {
    [probeName('modules/refunds')]: [
      "export { a } from '../payments';",
      "export { b } from './refund.service';",
      "export { c } from '../../db/repositories/refund.repository';",
      "export type { TRefundRow } from '../../db/tables/refunds';",
      '',
    ].join('\n'),
    [probeName('modules/builds/archive')]: [
      "export { a } from '../build.service';",
      "export { b } from '../../projects';",
      "export { c } from '../../../db/repositories/build.repository';",
      '',
    ].join('\n'),
    [probeName('modules/notifications')]:
      "export { a } from '../mail';\nexport { b } from '../../db/repositories/user.repository';\n",
    [probeName('modules/notifications/templates')]:
      "export { a } from '../../mail';\nexport { b } from '../x';\n",
    [probeName('modules/access')]: "export { a } from '../../db/repositories/user.repository';\n",
    [probeName('db/repositories')]:
      "export { sql } from 'drizzle-orm';\nexport { refunds } from '../tables/refunds';\n",
  };
  let refusedRun: Awaited<ReturnType<typeof lintProbe>>;
  let allowedRun: Awaited<ReturnType<typeof lintProbe>>;
  beforeAll(async () => {
    refusedRun = await lintProbe(Object.assign({}, ...Object.values(refused)));
    allowedRun = await lintProbe(allowed);
  });
  const expectRefused = (probes: Record<string, string>, rule: string) => {
    expect(refusedRun.failed).toBe(true);
    for (const name of Object.keys(probes))
      expect(reported(refusedRun.output, name, 'lint/style/noRestrictedImports'), name).toBe(true);
    expect(refusedRun.output).toContain(rule);
  };

  it('stop a module from importing another module’s internals, at any depth', () =>
    expectRefused(refused.internals, INTERNALS_RULE));

  it('keep access/ and mail/ off every other module', () =>
    expectRefused(refused.base, "modules/access and modules/mail are the modules' lowest floor"));

  it('keep notifications/ on mail/ alone', () =>
    expectRefused(refused.notifications, 'modules/notifications sits on the mail outbox only'));

  it('keep Drizzle and the table objects in the data layer', () => {
    expectRefused(refused.data, DRIZZLE_RULE);
    expect(refusedRun.output).toContain(TABLES_RULE);
  });

  it('let a module use another module’s index.ts, its own files, the data layer and row types', () => {
    expect(allowedRun.output).not.toContain('noRestrictedImports');
    expect(allowedRun.failed).toBe(false);
  });
});
