import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cyclesOf,
  graphViolations,
  mermaidOf,
  partGraph,
  readServerImports,
  SERVER_SRC,
  type TImport,
} from '../scripts/import-graph';

// The server's import graph, drawn from its imports: no import from a lower floor to a higher one,
// no cycle between its parts, modules reach one another only through their index.ts, and Drizzle
// (queries, tables) stays in the data layer. Biome holds the same rules as each file is written
// (lint-boundaries.test.ts proves those bite); this reads the whole tree at once.

const file = (path: string) => join(SERVER_SRC, path);
const edge = (from: string, to: string, more: Partial<TImport> = {}): TImport => ({
  from: file(from),
  to: to.endsWith('.ts') ? file(to) : to,
  specifier: to,
  typeOnly: false,
  names: ['x'],
  ...more,
});

describe('the server’s import graph', () => {
  const imports = readServerImports();

  it('reads the whole tree', () => {
    expect(imports.length).toBeGreaterThan(500);
    const parts = [...partGraph(imports).keys()];
    for (const part of [
      'db',
      'lib',
      'plugins',
      'modules/access',
      'modules/notifications',
      'modules/payments',
    ])
      expect(parts).toContain(part);
  });

  it('goes only down or across its floors, with no cycle, modules through their index.ts', () => {
    expect(graphViolations(imports)).toEqual([]);
  });

  it('is the graph the README draws', () => {
    const readme = readFileSync(join(SERVER_SRC, '..', '..', '..', 'README.md'), 'utf8');
    const drawn = readme.match(/```mermaid\n(flowchart TD[\s\S]*?)\n```/)?.[1];
    expect(drawn, 'README: run `npm run graph:server` and paste its output').toBe(
      mermaidOf(partGraph(imports)),
    );
  });

  it('would refuse each kind of broken rule', () => {
    const cases: [TImport, RegExp][] = [
      [
        edge('db/repositories/user.repository.ts', 'modules/auth/auth.service.ts'),
        /^upward \(db → modules\/auth\)/,
      ],
      [
        edge('modules/access/project-access.policy.ts', 'modules/payments/index.ts'),
        /^upward \(modules\/access → modules\/payments\)/,
      ],
      [
        edge('modules/mail/mail-outbox.ts', 'modules/notifications/index.ts'),
        /^upward \(modules\/mail → modules\/notifications\)/,
      ],
      [
        edge('modules/refunds/refund.service.ts', 'modules/payments/payment.service.ts'),
        /^another module's internals .*payment\.service\.ts/,
      ],
      [edge('modules/payments/payment.service.ts', 'drizzle-orm'), /^Drizzle outside the data layer/],
      [edge('plugins/auth.ts', 'drizzle-orm/pg-core'), /^Drizzle outside the data layer/],
      [
        edge('modules/payments/payment.service.ts', 'db/tables/payments.ts', { names: ['sales'] }),
        /^tables outside the data layer/,
      ],
      [
        edge('modules/payments/payment.service.ts', 'db/tables/payments.ts', {
          typeOnly: true,
          names: ['sales'],
        }),
        /^tables outside the data layer/,
      ],
    ];
    for (const [broken, message] of cases)
      expect(graphViolations([broken]), broken.specifier).toEqual([expect.stringMatching(message)]);
    // A row type may be imported; a module's index.ts is its public entry.
    expect(
      graphViolations([
        edge('modules/payments/payment.service.ts', 'db/tables/payments.ts', {
          typeOnly: true,
          names: ['TOrderBuyer'],
        }),
        edge('modules/payments/payment.service.ts', 'modules/access/index.ts', { specifier: '../access' }),
      ]),
    ).toEqual([]);
  });

  it('finds a cycle between parts', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c'])],
      ['modules/c', new Set(['modules/a'])],
      ['modules/d', new Set(['modules/a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });
});
