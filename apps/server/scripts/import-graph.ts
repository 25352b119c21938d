import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// The server's import graph, drawn from its imports (`npm run graph:server` prints it), and the
// rules it must keep: every import goes to the same floor or a lower one, no cycle between the
// parts, modules reach one another only through their public entry (index.ts), and Drizzle is
// spoken only in the data layer. test/import-graph.test.ts holds these; the README shows the graph.

export const SERVER_SRC = resolve(import.meta.dirname, '..', 'src');

/** The floors, lowest first. A part may import its own floor or a lower one, never a higher one. */
export const FLOORS: readonly { floor: number; parts: readonly string[]; holds: string }[] = [
  { floor: 0, parts: ['config', 'lib'], holds: 'the environment, generic helpers' },
  { floor: 1, parts: ['db'], holds: 'schema, client, audit, every query (db/repositories)' },
  { floor: 2, parts: ['integrations'], holds: 'clients of outside services' },
  { floor: 3, parts: ['plugins', 'app-deps'], holds: 'cross-cutting Fastify plugins; the dependency types' },
  { floor: 4, parts: ['modules/access', 'modules/mail'], holds: 'access policies; the mail outbox' },
  { floor: 5, parts: ['modules/notifications'], holds: 'what the product tells people' },
  { floor: 6, parts: ['modules/*'], holds: 'the product’s modules (routes, services, rules)' },
  { floor: 7, parts: ['app', 'app-services', 'main', 'server-runtime', 'cli', 'demo'], holds: 'wiring' },
];

/**
 * Files that support tests and are not part of the server, and the throw-away probes the lint test
 * writes into the tree for a moment (lint-boundaries.test.ts).
 */
const isTestFile = (path: string) => /\.(test|contract)\.ts$|\/boundary-probe-[^/]*\.ts$/.test(path);

/** The part a source file belongs to: `modules/<name>`, a top folder, or a top file's name. */
export function partOf(file: string): string {
  const [first, second] = relative(SERVER_SRC, file).split('/');
  if (first === 'modules' && second) return `modules/${second}`;
  return (second ? first : first?.replace(/\.ts$/, '')) ?? '';
}

/** The lowest floor of the modules. */
const MODULES_FLOOR = 4;

export function floorOf(part: string): number {
  const exact = FLOORS.find((f) => f.parts.includes(part));
  if (exact) return exact.floor;
  if (part.startsWith('modules/')) return 6;
  throw new Error(`No floor for ${part}: add it to FLOORS`);
}

export type TImport = {
  from: string;
  /** The resolved file (relative imports), or the package's name. */
  to: string;
  specifier: string;
  typeOnly: boolean;
  names: string[];
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTestFile(path) ? [path] : [];
  });
}

function resolveRelative(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base])
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  throw new Error(`${relative(SERVER_SRC, fromFile)}: cannot resolve ${specifier}`);
}

/** Every import and re-export of the server's own files (tests left out). */
export function readServerImports(): TImport[] {
  const imports: TImport[] = [];
  for (const file of sourceFiles(SERVER_SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const add = (specifier: string, typeOnly: boolean, names: string[]) =>
      imports.push({
        from: file,
        to: specifier.startsWith('.') ? resolveRelative(file, specifier) : specifier,
        specifier,
        typeOnly,
        names,
      });
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const bindings = clause?.namedBindings;
        const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : [];
        const names = [
          ...(clause?.name ? ['default'] : []),
          ...(bindings && ts.isNamespaceImport(bindings) ? ['*'] : []),
          ...named.map((element) => (element.propertyName ?? element.name).text),
        ];
        const typeOnly =
          clause?.isTypeOnly === true ||
          (named.length > 0 && !clause?.name && named.every((element) => element.isTypeOnly));
        add(node.moduleSpecifier.text, typeOnly, names);
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const clause = node.exportClause;
        const names = clause && ts.isNamedExports(clause) ? clause.elements.map((e) => e.name.text) : ['*'];
        add(node.moduleSpecifier.text, node.isTypeOnly, names);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false, ['*']);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return imports;
}

const isOwn = (to: string) => to.startsWith(SERVER_SRC);
const where = (i: TImport) => `${relative(SERVER_SRC, i.from)} → ${i.specifier}`;

/** The parts and which parts each imports (the server's own files only). */
export function partGraph(imports: TImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const i of imports) {
    const from = partOf(i.from);
    if (!graph.has(from)) graph.set(from, new Set());
    if (!isOwn(i.to)) continue;
    const to = partOf(i.to);
    if (to !== from) graph.get(from)?.add(to);
  }
  return graph;
}

/** The cycles between parts (strongly connected components of more than one part). */
export function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (part: string) => {
    indices.set(part, index);
    low.set(part, index);
    index += 1;
    stack.push(part);
    onStack.add(part);
    for (const next of graph.get(part) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(part, Math.min(low.get(part) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(part, Math.min(low.get(part) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(part) === indices.get(part)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== part);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const part of graph.keys()) if (!indices.has(part)) connect(part);
  return cycles;
}

/** Every broken rule, one line each (empty: the graph keeps them all). */
export function graphViolations(imports: TImport[]): string[] {
  const problems: string[] = [];
  for (const i of imports) {
    const from = partOf(i.from);
    if (!isOwn(i.to)) {
      if ((i.to === 'drizzle-orm' || i.to.startsWith('drizzle-orm/')) && from !== 'db')
        problems.push(`Drizzle outside the data layer: ${where(i)}`);
      continue;
    }
    const to = partOf(i.to);
    if (floorOf(to) > floorOf(from)) problems.push(`upward (${from} → ${to}): ${where(i)}`);
    if (from !== to && to.startsWith('modules/') && from.startsWith('modules/')) {
      if (relative(join(SERVER_SRC, to), i.to) !== 'index.ts')
        problems.push(`another module's internals (use its index.ts): ${where(i)}`);
    }
    const table = relative(join(SERVER_SRC, 'db'), i.to);
    if (from !== 'db' && (table.startsWith('tables/') || table === 'schema.ts')) {
      const objects = i.names.filter((name) => !/^T[A-Z]\w*$/.test(name));
      if (!i.typeOnly || objects.length)
        problems.push(`tables outside the data layer (only T… row types may be imported): ${where(i)}`);
    }
  }
  for (const cycle of cyclesOf(partGraph(imports))) problems.push(`cycle: ${cycle.join(' ⇄ ')}`);
  return problems;
}

/**
 * The part graph as a Mermaid flowchart, parts grouped by floor (highest first). Every module uses
 * the floors below the modules (db, lib, plugins…): those edges are left out of the drawing.
 */
export function mermaidOf(graph: Map<string, Set<string>>): string {
  const id = (part: string) => part.replace(/[^a-z0-9]/gi, '_');
  const parts = [...graph.keys()].sort();
  const lines = ['flowchart TD'];
  for (const { floor, holds } of [...FLOORS].reverse()) {
    const members = parts.filter((part) => floorOf(part) === floor);
    if (!members.length) continue;
    lines.push(`  subgraph floor${floor}["${floor}: ${holds}"]`);
    for (const part of members) lines.push(`    ${id(part)}["${part.replace('modules/', '')}"]`);
    lines.push('  end');
  }
  for (const part of parts)
    for (const to of [...(graph.get(part) ?? [])].sort())
      if (!(floorOf(part) >= MODULES_FLOOR && floorOf(to) < MODULES_FLOOR))
        lines.push(`  ${id(part)} --> ${id(to)}`);
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(mermaidOf(partGraph(readServerImports())));
}
