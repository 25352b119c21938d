import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The import boundaries of the web app live in biome.json as noRestrictedImports patterns, which
// match import paths as text: a pattern that stops matching fails silently. Each case writes a
// small file where the rule should (or should not) bite, lints it with the project's Biome and
// removes it again.

const run = promisify(execFile);
const src = import.meta.dirname;
const repo = join(src, '..', '..', '..');
const biome = join(repo, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');

let probes = 0;

/** Lints a throw-away module at `folder` (under src) made of `imports`; what Biome said, and whether it failed. */
async function lintProbe(folder: string, imports: readonly string[]) {
  probes += 1;
  const file = join(src, folder, `boundary-probe-${process.pid}-${probes}.ts`);
  const source = imports.map((path, index) => `import { probe${index} } from '${path}';\n`).join('');
  const names = imports.map((_path, index) => `probe${index}`).join(', ');
  writeFileSync(file, `${source}\nexport const probes = [${names}];\n`);
  try {
    // Only the rule under test: a full run first builds the whole project's import graph (seconds
    // per probe), which a path rule does not need.
    const { stdout, stderr } = await run(
      biome,
      ['lint', '--colors=off', '--only=style/noRestrictedImports', relative(repo, file)],
      { cwd: repo },
    );
    return { failed: false, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

const FEATURE_RULE = "may not import another feature's internals";
const SERVER_RULE = 'The web app never imports the server';
const LOWER_LAYER_RULE = 'src/components, src/domain and src/lib sit below the features and the app';

describe('the web app’s import boundaries (biome.json)', { timeout: 180_000 }, () => {
  it('stop a feature from importing another feature', async () => {
    const fromRoot = await lintProbe('features/admin', ['../catalogue/api/get-project']);
    expect(fromRoot.failed).toBe(true);
    expect(fromRoot.output).toContain(`The admin feature ${FEATURE_RULE}`);
    expect(fromRoot.output).toContain('lint/style/noRestrictedImports');

    const fromComponents = await lintProbe('features/catalogue/components', [
      '../../payments/components/payment-modal',
    ]);
    expect(fromComponents.failed).toBe(true);
    expect(fromComponents.output).toContain(`The catalogue feature ${FEATURE_RULE}`);

    // The newest feature is fenced both ways.
    const fromBuilds = await lintProbe('features/builds/components', ['../../admin/api/admin-query-keys']);
    expect(fromBuilds.failed).toBe(true);
    expect(fromBuilds.output).toContain(`The builds feature ${FEATURE_RULE}`);
    const intoBuilds = await lintProbe('features/engagement', ['../builds/utils/build-status']);
    expect(intoBuilds.failed).toBe(true);
    expect(intoBuilds.output).toContain(`The engagement feature ${FEATURE_RULE}`);
  });

  it('let a feature use its own modules, src/lib, src/components, src/domain and the shared package', async () => {
    const allowed = await lintProbe('features/admin/components', [
      '../api/admin-query-keys',
      './stat-card',
      '../../../lib/money-format',
      '../../../components/ui/data-table',
      '../../../components/domain/refund-status-badge',
      '../../../domain/refund-errors',
      '@vitrina/shared/dashboards/admin-limits',
    ]);
    expect(allowed.output).not.toContain('noRestrictedImports');
    expect(allowed.failed).toBe(false);
  });

  it('stop the web app from importing the server, however it is named', async () => {
    for (const [folder, path] of [
      ['features/payments', '@vitrina/server/modules/payments/payment.service'],
      ['app', '../../../server/src/app'],
      ['lib', '../../../../apps/server/src/config/env'],
      ['domain', '../../../../apps/server/src/config/env'],
    ] as const) {
      const result = await lintProbe(folder, [path]);
      expect(result.failed, `${folder} → ${path}`).toBe(true);
      expect(result.output).toContain(SERVER_RULE);
    }
  });

  it('stop src/lib, src/components and src/domain from importing features or the app', async () => {
    for (const [folder, path] of [
      ['lib', '../features/catalogue/api/get-project'],
      ['components/ui', '../../app/router'],
      // The product's shared widgets and rules sit at the same level.
      ['components/domain', '../../app/router'],
      ['domain', '../features/payments/components/payment-modal'],
    ] as const) {
      const result = await lintProbe(folder, [path]);
      expect(result.failed, `${folder} → ${path}`).toBe(true);
      expect(result.output).toContain(LOWER_LAYER_RULE);
    }
  });

  it('let the app compose features', async () => {
    const app = await lintProbe('app/routes', [
      '../../features/catalogue/api/get-project',
      '../../features/payments/components/payment-modal',
    ]);
    expect(app.output).not.toContain('noRestrictedImports');
    expect(app.failed).toBe(false);
  });
});
