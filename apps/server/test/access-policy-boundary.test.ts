import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Who may do what is decided in one place per resource: the policies in src/modules/access/.
// The auth plugin enforces the routes' declared roles. Anywhere else, a role comparison or a
// privileged-style helper would be a rule restated past the policies, so this test reads every
// source file and names each one it finds.

const src = join(import.meta.dirname, '..', 'src');
/** Where access is decided (paths relative to src, with forward slashes). */
const ALLOWED = ['modules/access/', 'plugins/auth.ts'];

/** An identifier that ends in `role` (`role`, `user.role`, `actor?.role`, `userRole`). */
const ROLE = String.raw`[\w$]*[rR]ole\b`;
const OPERATOR = '[!=]==?';

/** What gives a rule away, each with the reason it is told by. */
const DETECTORS: { pattern: RegExp; reason: string }[] = [
  { pattern: new RegExp(String.raw`\b${ROLE}\s*${OPERATOR}`, 'g'), reason: 'a role comparison' },
  {
    pattern: new RegExp(String.raw`${OPERATOR}\s*(?:[\w$]+\??!?\.)*${ROLE}(?!\s*\()`, 'g'),
    reason: 'a role comparison',
  },
  {
    pattern: new RegExp(String.raw`\bswitch\s*\(\s*(?:[\w$]+\??!?\.)*${ROLE}\s*\)`, 'g'),
    reason: 'a switch on a role',
  },
  {
    pattern: new RegExp(String.raw`\.includes\(\s*(?:[\w$]+\??!?\.)*${ROLE}\s*\)`, 'g'),
    reason: 'a role looked up in a list',
  },
  {
    pattern: /\b(?:is|has)(?:Privileged|Admin|Owner|Staff|Moderator|Developer|Buyer|Self|Role)\w*/g,
    reason: 'a privileged-style helper',
  },
  {
    // An ownership check on the caller: `order.userId !== actor.id`, `viewer?.id === developerId`.
    pattern:
      /\b(?:userId|developerId|buyerId|ownerId)\s*[!=]==?\s*(?:actor|viewer|user|admin|me|person|caller)\??\.id\b|\b(?:actor|viewer|user|admin|me|person|caller)\??\.id\s*[!=]==?\s*[\w$.?]*(?:userId|developerId|buyerId|ownerId)\b/g,
    reason: 'an ownership check',
  },
];

/** Every rule-like spot of a source text, as `line: what it is`. */
function findAccessDecisions(source: string): string[] {
  const found: string[] = [];
  for (const { pattern, reason } of DETECTORS) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push(`${line}: ${reason} (${match[0].replace(/\s+/g, ' ')})`);
    }
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('access decisions live in the policies', () => {
  it('finds no role comparison, privileged helper or ownership check outside modules/access and the auth plugin', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const offences = files.flatMap((path) => {
      const name = relative(src, path).split(sep).join('/');
      if (ALLOWED.some((allowed) => name === allowed || name.startsWith(allowed))) return [];
      return findAccessDecisions(readFileSync(path, 'utf8')).map((spot) => `src/${name}:${spot}`);
    });
    expect(offences).toEqual([]);
  });

  it('sees the policies’ own decisions (so a change that hides them from it is noticed)', () => {
    const policy = readFileSync(join(src, 'modules', 'access', 'actor.ts'), 'utf8');
    expect(findAccessDecisions(policy).length).toBeGreaterThan(0);
  });

  it.each([
    "if (viewer.role !== 'admin') throw forbidden();",
    "const admin = user?.role==='admin';",
    "if ('admin' === actor.role) return null;",
    "if (role  !=  'user') return;",
    "if (found.user.role\n    === 'developer') {}",
    "const byRole = request.auth!.user.role == 'admin';",
    "if (userRole !== 'admin') return;",
    'switch (actor.role) {',
    "if (['admin', 'developer'].includes(user.role)) return;",
    'const privileged = access.isPrivileged(viewer, item);',
    "const isAdmin = (viewer) => viewer?.role === 'admin';",
    'if (!hasRole(actor)) throw forbidden();',
    'if (order.userId !== actor.id) throw forbidden();',
    'const mine = viewer?.id === item.project.developerId;',
    'if (!refund || refund.developerId !== actor.id) throw refundNotFound();',
  ])('bites on %j', (sample) => {
    expect(findAccessDecisions(sample)).not.toEqual([]);
  });

  it.each([
    "role: 'admin',",
    'data: { role: row.role },',
    "const roles = ['user', 'developer'] as const;",
    'conditions.push(eq(users.role, filter.role));',
    "const privileged = await access.can(viewer, 'seeReview', item);",
    "if (project.status === 'PUBLISHED') return null;",
    'const developer = await accounts.loadFor(id, viewer, "showAsDeveloper");',
    'const buyer = people.find((p) => p.id === sale.buyerId);',
    'const controller = new AbortController(); if (controller === other) return;',
    'return { id: user.id, role: user.role };',
  ])('lets %j be', (sample) => {
    expect(findAccessDecisions(sample)).toEqual([]);
  });
});
