import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The server's layers are held by biome.json: plugins/, db/, lib/, config/ and integrations/ never
// import modules/, and no import cycle is allowed anywhere. Rules that match paths as text fail
// silently when they stop matching, so each case writes throw-away files where a rule should (or
// should not) bite, lints them with the project's Biome and removes them again.

const run = promisify(execFile);
const src = join(import.meta.dirname, '..', 'src');
const repo = join(src, '..', '..', '..');
const biome = join(repo, 'node_modules', '.bin', 'biome');

let probes = 0;

/**
 * Writes the files (path under src → source), lints them all in one run of Biome (a run reads the
 * whole import graph, so one run for many probes keeps the test quick), removes them again.
 */
async function lintProbe(files: Record<string, string>) {
  const paths = Object.keys(files).map((name) => join(src, name));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(src, name), source);
  try {
    const { stdout, stderr } = await run(
      biome,
      ['lint', '--colors=off', '--max-diagnostics=none', ...paths.map((path) => relative(repo, path))],
      { cwd: repo },
    );
    return { failed: false, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
}

/** Whether Biome reported `rule` on the probe file `name` (a path under src). */
const reported = (output: string, name: string, rule: string) =>
  output.split('\n').some((line) => line.startsWith(relative(repo, join(src, name))) && line.includes(rule));

const probeName = (folder: string) => `${folder}/boundary-probe-${process.pid}-${++probes}.ts`;
const LAYER_RULE = 'sit below the modules and never import them';

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
    const result = await lintProbe({
      [first]: `import { b } from '${base(second)}';\nexport const a = () => b;\n`,
      [second]: `import { a } from '${base(first)}';\nexport const b = () => a;\n`,
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noImportCycles');
  });
});
