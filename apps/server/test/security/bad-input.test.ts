import { ZCustomRequestFields } from '@vitrina/shared/custom-requests/custom-request.schemas';
import { ZErrorDetail } from '@vitrina/shared/errors/error-body';
import { isErrorCode } from '@vitrina/shared/errors/error-codes';
import { CATEGORIES } from '@vitrina/shared/projects/categories';
import { ZProjectInput, ZProjectStatusChange } from '@vitrina/shared/projects/project.schemas';
import { PROJECT_STATUSES } from '@vitrina/shared/projects/statuses';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createNoticeRepository } from '../../src/db/repositories/notice.repository';
import { createUnsubscribeTokens } from '../../src/lib/unsubscribe-tokens';
import { createTestApp, type TTestApp } from '../app-builder';
import { adminToken, bearer, registerUser, resetTokenFor } from '../factories';
import { startFakeGithub, type TFakeGithub } from '../fake-github';
import { insertReadyBuild, sampleAppFiles } from '../hosted-build-fixtures';
import { paymentFixtures } from '../payment-fixtures';
import { acceptLanguageArb, badAuthorizationArb, pathSegmentArb, queryArb } from './bad-input.arbitraries';
import { encodeMultipart, jsonBodyArb, multipartBodyArb, type TBody } from './bad-input.bodies';
import { operationsOf, type TJsonSchema, type TOpenApiDoc, type TOperation } from './bad-input.openapi';
import type { THints } from './bad-input.values';

/**
 * Security point 2: bad input never breaks the server. For every operation of the OpenAPI
 * document, property-based requests (wrong types, missing and extra fields, huge strings, unicode,
 * odd numbers, malformed JSON, wrong content types, malformed multipart) must never answer 5xx,
 * must answer every 4xx with the shared error body, and must leave the database unchanged when
 * they are rejected.
 *
 * BAD_INPUT_SEED=<n> replays a run (the seed is printed); a failure prints the line that replays
 * just its case (BAD_INPUT_ONLY + BAD_INPUT_PATH). BAD_INPUT_CASES=<n> runs more than 10,000 cases.
 */

/** At least 10,000 cases in all, spread over the operations. */
const TOTAL_CASES = Math.max(10_000, Number(process.env.BAD_INPUT_CASES ?? 0));
const BASE_SEED = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : Date.now() % 2 ** 31;
/** Replays one failure: the operation ("POST /api/custom-requests") and the path fast-check printed. */
const ONLY = process.env.BAD_INPUT_ONLY;
const REPLAY_PATH = process.env.BAD_INPUT_PATH;
const TIMEOUT_MS = 15 * 60_000;
/** Longest a single answer may take (a request never answered is a failure, not a hung test). */
const ANSWER_TIMEOUT_MS = 10_000;

/** Routes the document lists that take multipart/form-data (the document shows no JSON body for them). */
const MULTIPART_FIELDS: Record<string, TJsonSchema> = {
  'POST /api/custom-requests': z.toJSONSchema(ZCustomRequestFields, { io: 'input' }) as TJsonSchema,
};

/**
 * Routes whose handler picks the body schema by content, so the document shows a loose object:
 * the generators use the schemas the handler really parses with.
 */
const HANDLER_BODY_SCHEMAS: Record<string, TJsonSchema> = {
  'PUT /api/project/{id}': {
    anyOf: [
      z.toJSONSchema(ZProjectInput, { io: 'input' }) as TJsonSchema,
      z.toJSONSchema(ZProjectStatusChange, { io: 'input' }) as TJsonSchema,
    ],
  },
};

/**
 * Routes outside the document, tested all the same. Not tested: the Swagger UI's own static files
 * under /api/docs (a third-party plugin serving fixed files, no input reaches our code) and the web
 * app's files (not built in tests: every unknown path answers the not-found error, which the
 * random path segments here reach anyway).
 */
const UNDOCUMENTED_OPERATIONS: TOperation[] = [
  {
    // Hidden from the document (schema.hide): the demo catalogue's drawn images.
    method: 'GET',
    path: '/media/demo/{file}',
    description: 'demo artwork',
    pathParams: [
      {
        name: 'file',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.svg$' },
      },
    ],
    queryParams: [],
    body: null,
  },
  // Hidden from the document too: the files for search engines (robots.txt, the sitemap).
  ...['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml'].map(
    (path): TOperation => ({
      method: 'GET',
      path,
      description: 'a file for search engines',
      pathParams: [],
      queryParams: [],
      body: null,
    }),
  ),
  {
    method: 'GET',
    path: '/sitemap-apps.xml',
    description: 'a sitemap page of apps',
    pathParams: [],
    queryParams: [{ name: 'after', in: 'query', schema: { type: 'string', minLength: 1, maxLength: 200 } }],
    body: null,
  },
  {
    method: 'GET',
    path: '/sitemap-developers.xml',
    description: 'a sitemap page of developers',
    pathParams: [],
    queryParams: [{ name: 'after', in: 'query', schema: { type: 'string', format: 'uuid' } }],
    body: null,
  },
];

/**
 * Rejected requests that change the database on purpose. Each is a business outcome, not bad
 * input being half-applied: a card the provider declines is recorded (order FAILED + audit row).
 */
const WRITES_ON_REJECTION: { operation: string; status: number; why: string }[] = [
  {
    operation: 'POST /api/payments/orders/{orderId}/capture',
    status: 402,
    why: 'a declined capture marks the order FAILED and writes an audit row',
  },
  {
    operation: 'POST /api/auth/login',
    status: 401,
    why: 'a failed sign-in on an account is counted for its client address (login_throttles): the brute-force guard',
  },
];

/**
 * Columns a rejected request may change, left out of both the change counter and the fingerprint:
 * users.login_attempts(_since) count failed sign-ins per account from strangers' addresses (the
 * brute-force guard's ceiling; the per-address count is a row, allowed above). Nothing
 * else is excluded: session last_seen_at is only touched when the clock moved a minute, and the
 * test clock stands still; rate-limit counters live in memory, not in the database.
 */
const IGNORED_COLUMNS: Record<string, string[]> = {
  users: ['login_attempts', 'login_attempts_since'],
};

type TRole = 'user' | 'developer' | 'admin';
type TPrincipal = 'visitor' | 'bad-token' | TRole;
type TCase = {
  principal: TPrincipal;
  badAuthorization: string;
  segments: string[];
  query: string;
  body: TBody;
  lang: string | null;
};

/** The shared error body, with nothing else in it, and the request's id (to find it in the logs). */
const ZStrictErrorBody = z.strictObject({
  error: z.strictObject({ code: z.string(), message: z.string(), details: z.array(ZErrorDetail).optional() }),
  code: z.string(),
  message: z.string(),
  details: z.array(ZErrorDetail).optional(),
  requestId: z.string().min(1),
});
type TInjectResponse = Awaited<ReturnType<TTestApp['app']['inject']>>;

/** What is wrong with an answer, if anything: a 5xx, or a 4xx without the shared error body. */
function problemsOf(response: TInjectResponse): string[] {
  const status = response.statusCode;
  if (status >= 500) return [`answered ${status}: ${response.body.slice(0, 400)}`];
  if (status < 400) return [];
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`${status} with content-type "${type}"`];
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [`${status} with a body that is not JSON: ${response.body.slice(0, 200)}`];
  }
  const parsed = ZStrictErrorBody.safeParse(body);
  if (!parsed.success) return [`${status} without the error shape: ${response.body.slice(0, 400)}`];
  const { error, code, message } = parsed.data;
  const problems: string[] = [];
  if (error.code !== code || error.message !== message)
    problems.push('error.code/message differ from code/message');
  if (!isErrorCode(code)) problems.push(`unknown error code ${code}`);
  if (!message.trim()) problems.push('empty error message');
  return problems.map((p) => `${status}: ${p}: ${response.body.slice(0, 300)}`);
}

// ------------------------------------------------------------------------------------------------
// The database watch: a change counter kept by triggers (read once per case) and a fingerprint.

const rowsOf = async <T>(t: TTestApp, query: string): Promise<T[]> =>
  ((await t.deps.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const ignoredOf = (table: string) => `'{${(IGNORED_COLUMNS[table] ?? []).join(',')}}'::text[]`;

/**
 * Test-only setup in this test's own database: every table of the public schema gets row
 * triggers that count inserted, deleted and really-updated rows (ignoring IGNORED_COLUMNS) into
 * one counter, and a truncate trigger. Row triggers do not fire for statements that touch no row,
 * and a rolled-back transaction rolls its counts back too: the counter moves only when data does.
 */
async function createDatabaseWatch(t: TTestApp) {
  const tables = (
    await rowsOf<{ tablename: string }>(
      t,
      "select tablename from pg_tables where schemaname = 'public' and tablename <> 'bad_input_changes' order by tablename",
    )
  ).map((r) => r.tablename);
  const statements = [
    'create table bad_input_changes (n bigint not null)',
    'insert into bad_input_changes values (0)',
    `create function bad_input_count() returns trigger language plpgsql as $$
       begin update bad_input_changes set n = n + 1; return null; end $$`,
    ...tables.flatMap((table) => [
      `create trigger bad_input_write after insert or delete on ${quoted(table)}
         for each row execute function bad_input_count()`,
      `create trigger bad_input_update after update on ${quoted(table)} for each row
         when ((to_jsonb(old) - ${ignoredOf(table)}) is distinct from (to_jsonb(new) - ${ignoredOf(table)}))
         execute function bad_input_count()`,
      `create trigger bad_input_truncate after truncate on ${quoted(table)}
         for each statement execute function bad_input_count()`,
    ]),
  ];
  for (const statement of statements) await t.deps.db.execute(sql.raw(statement));

  const fingerprintQuery = tables
    .map(
      (table) => `select '${table}' as name, count(*)::int as rows,
        coalesce(md5(string_agg(r, '|' order by r)), '') as hash
        from (select (to_jsonb(x) - ${ignoredOf(table)})::text as r from ${quoted(table)} x) s`,
    )
    .join(' union all ');

  return {
    tables,
    /** How many rows have changed since the watch began. */
    async changes(): Promise<number> {
      const [row] = await rowsOf<{ n: string | number }>(t, 'select n from bad_input_changes');
      return Number(row?.n);
    },
    /** Per table: row count and an md5 of every row (ignored columns left out). */
    async fingerprint(): Promise<Map<string, string>> {
      const rows = await rowsOf<{ name: string; rows: number; hash: string }>(t, fingerprintQuery);
      return new Map(rows.map((r) => [r.name, `${r.rows} rows, md5 ${r.hash}`]));
    },
  };
}

const diffOf = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()]
    .filter((table) => before.get(table) !== after.get(table))
    .map((table) => `${table}: ${before.get(table)} → ${after.get(table)}`)
    .join('; ') || 'no table differs';

// ------------------------------------------------------------------------------------------------

let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let watch: Awaited<ReturnType<typeof createDatabaseWatch>>;
let operations: (TOperation & { key: string; allowed: Set<TRole> })[];
let hints: THints;
const tokens: Record<TRole, string> = { user: '', developer: '', admin: '' };
/** The database as the last accepted request (or setup) left it. */
let baseline = { changes: 0, fingerprint: new Map<string, string>() };
let casesRun = 0;
/** The first request left unanswered, if any. */
let stuck: string | null = null;
const casesPerOperation = new Map<string, number>();
const statusCounts = new Map<number, number>();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** After a write, checks the three sessions still work and replaces any that does not. */
async function refreshPrincipals() {
  for (const role of ['user', 'developer', 'admin'] as const) {
    const me = await call('GET', '/api/auth/me', tokens[role]);
    if (me.statusCode === 200) continue;
    if (role === 'user') tokens.user = (await registerUser(t)).token;
    else if (role === 'developer') tokens.developer = (await fx.verifiedDeveloper()).token;
    else tokens.admin = await adminToken(t);
  }
}

async function takeBaseline() {
  baseline = { changes: await watch.changes(), fingerprint: await watch.fingerprint() };
}

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    // Random values in password fields are not secrets: the same words show up in fuzzed URLs.
    watchSecrets: false,
    githubUrl: github.url,
    // Its own database, so the fingerprint covers everything in it (and PGlite even on the PostgreSQL run).
    ownDatabase: true,
    // High limits, so 429s do not hide validation (a 429 would still be a fine answer).
    env: {
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000000',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000000',
      RATE_LIMIT_COMMENT_MAX: '1000000',
      RATE_LIMIT_REQUEST_MAX: '1000000',
    },
  });
  fx = paymentFixtures(t, github);

  // Real accounts and data, so random requests also carry ids that exist and get past "not found".
  const user = await registerUser(t);
  const developer = await fx.verifiedDeveloper();
  tokens.user = user.token;
  tokens.developer = developer.token;
  tokens.admin = await adminToken(t);
  const paid = await fx.publishedProject(developer, { price: 9.99 });
  const free = await fx.publishedProject(developer, { price: 0 });
  const otherPaid = await fx.publishedProject(developer, { price: 4.5 });
  // Hosted builds, so the launches' random requests also reach real builds and get a launch.
  await insertReadyBuild(t, paid, sampleAppFiles());
  await insertReadyBuild(t, free, sampleAppFiles());
  await insertReadyBuild(t, paid, sampleAppFiles('Nueva'), { current: false });
  const setupCalls = [
    await call('POST', `/api/project/${free}/comment`, user.token, { comment: 'Muy útil, gracias.' }),
    await call('POST', '/api/user/favorites', user.token, { idFavoriteProject: free }),
    await call('POST', `/api/project/${paid}/request-deletion`, developer.token, {
      reason: 'Ya no la mantengo.',
    }),
  ];
  // The developer's reply to that comment, so the reply routes also reach a real one (to edit, to remove).
  const commented = setupCalls[0]?.json() as { comments: { id: string }[] } | undefined;
  const commentId = commented?.comments[0]?.id;
  const reply = await call('PUT', `/api/project/${free}/comments/${commentId}/reply`, developer.token, {
    reply: 'Gracias por escribir.',
  });
  const order = await call('POST', '/api/payments/orders', user.token, { projectId: paid });
  const orderId = (order.json() as { orderId: string }).orderId;
  const capture = await call('POST', `/api/payments/orders/${orderId}/capture`, user.token, {});
  // A refund request waiting for a decision, so refund routes also reach a real refund.
  const refundRequest = await call('POST', `/api/project/${paid}/refund-request`, user.token, {
    reason: 'La app no abre en mi navegador.',
  });
  const openOrder = await call('POST', '/api/payments/orders', user.token, { projectId: otherPaid });
  const boundary = 'setupBoundary';
  const form = await t.app.inject({
    method: 'POST',
    url: '/api/custom-requests',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: encodeMultipart(
      [
        { name: 'name', value: 'Rosa Quintero' },
        { name: 'email', value: 'rosa@correo-prueba.net' },
        { name: 'description', value: 'Una app para el inventario de mi tienda.' },
        {
          name: 'attachment',
          filename: 'pedido.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7\n%%EOF\n'),
        },
      ],
      boundary,
    ),
  });
  for (const response of [...setupCalls, reply, order, capture, refundRequest, openOrder, form])
    expect(response.statusCode, response.body).toBeLessThan(300);

  // A notice of the user's, and an unsubscribe link of theirs, so those routes also reach real ones.
  await createNoticeRepository(t.deps.db).insertMany([
    { userId: user.user.id, code: 'owner.app_restored', params: { app: 'Contador' }, link: '/app/contador' },
  ]);
  const unsubscribeToken = createUnsubscribeTokens(t.deps.appTokenSecret).sign({
    userId: user.user.id,
    kind: 'purchases',
    projectId: null,
  });
  const ids = await rowsOf<{ id: string }>(
    t,
    `select id::text from users union all select id::text from projects union all select slug from projects
     union all select id::text from notices
     union all select id::text from comments union all select id::text from deletion_requests
     union all select provider_order_id from payment_orders union all select id::text from sales
     union all select id::text from custom_requests union all select id::text from builds
     union all select id::text from refunds`,
  );
  // Working reset links (of accounts of their own), so the fuzzed requests also reach a real reset.
  const resetTokens = [];
  for (let i = 0; i < 3; i++) resetTokens.push(await resetTokenFor(t, (await registerUser(t)).email));
  hints = {
    ids: ids.map((r) => r.id),
    emails: [user.email, developer.user.email],
    passwords: ['secreto123', 'clave-admin-1'],
    byKey: {
      category: CATEGORIES,
      status: [...PROJECT_STATUSES, 'ACCEPTED', 'REFUSED', 'ALL'],
      idFavoriteProject: [paid, free, otherPaid],
      // A build's source: the request reaches the import queue, not just the schema.
      kind: ['release', 'ref'],
      // Reset links, and an unsubscribe link: the requests reach a real reset or unsubscribe.
      token: [...resetTokens, unsubscribeToken],
    },
  };

  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const documented = operationsOf(response.json() as TOpenApiDoc);
  operations = [];
  for (const operation of [...documented, ...UNDOCUMENTED_OPERATIONS]) {
    const key = `${operation.method} ${operation.path}`;
    operations.push({ ...operation, key, allowed: await rolesAllowed(operation) });
  }

  watch = await createDatabaseWatch(t);
  await takeBaseline();
  console.log(
    `bad input: ${documented.length} documented operations + ${UNDOCUMENTED_OPERATIONS.length} undocumented, ` +
      `${watch.tables.length} tables watched, seed ${BASE_SEED}`,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  await github?.close();
});

/**
 * The roles that get past the route's access check (weighted up, so validation really runs):
 * probed with a malformed JSON body, which every route refuses before its handler can write.
 */
async function rolesAllowed(operation: TOperation): Promise<Set<TRole>> {
  const allowed = new Set<TRole>();
  for (const role of ['user', 'developer', 'admin'] as const) {
    const url = operation.path.replaceAll(/\{[^}]+\}/g, 'probe');
    const withBody = operation.method !== 'GET';
    const response = await t.app.inject({
      method: operation.method,
      url,
      headers: { ...bearer(tokens[role]), ...(withBody ? { 'content-type': 'application/json' } : {}) },
      ...(withBody ? { payload: '{' } : {}),
    });
    if (response.statusCode !== 401 && response.statusCode !== 403) allowed.add(role);
  }
  return allowed;
}

function caseArb(operation: (typeof operations)[number]): fc.Arbitrary<TCase> {
  const roles = ['user', 'developer', 'admin'] as const;
  const principal = fc.oneof(
    { weight: 1, arbitrary: fc.constant<TPrincipal>('visitor') },
    { weight: 1, arbitrary: fc.constant<TPrincipal>('bad-token') },
    ...roles.map((role) => ({
      weight: operation.allowed.has(role) ? 4 : 1,
      arbitrary: fc.constant<TPrincipal>(role),
    })),
  );
  const multipartFields = MULTIPART_FIELDS[operation.key];
  const schema = HANDLER_BODY_SCHEMAS[operation.key] ?? operation.body?.schema ?? null;
  const body: fc.Arbitrary<TBody> = multipartFields
    ? fc.oneof(
        { weight: 4, arbitrary: multipartBodyArb(multipartFields, hints) },
        { weight: 1, arbitrary: jsonBodyArb(null, hints) },
      )
    : schema || operation.method !== 'GET'
      ? jsonBodyArb(schema, hints)
      : // GET routes take no body; now and then one is sent all the same.
        fc.oneof(
          { weight: 6, arbitrary: fc.constant<TBody>({ label: 'no body' }) },
          { weight: 1, arbitrary: jsonBodyArb(null, hints) },
        );
  return fc.record({
    principal,
    badAuthorization: badAuthorizationArb,
    segments: fc.tuple(...operation.pathParams.map((p) => pathSegmentArb(p.schema ?? {}, hints, p.name))),
    query: queryArb(operation.queryParams, hints),
    body,
    lang: acceptLanguageArb,
  });
}

function urlOf(operation: TOperation, c: TCase): string {
  let url = operation.path;
  operation.pathParams.forEach((param, i) => {
    url = url.replace(`{${param.name}}`, c.segments[i] ?? '');
  });
  return url + c.query;
}

const clip = (value: string | Buffer | undefined, max = 200) => {
  const text = value === undefined ? '(none)' : typeof value === 'string' ? value : `<${value.length} bytes>`;
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
};

/** Sends one case and checks the answer and the database; throws what is wrong. */
async function runCase(operation: (typeof operations)[number], c: TCase) {
  // Once a request went unanswered the app (or its database) may be stuck for good: say so at once.
  if (stuck) throw new Error(`the app stopped answering earlier, at: ${stuck}`);
  casesRun += 1;
  casesPerOperation.set(operation.key, (casesPerOperation.get(operation.key) ?? 0) + 1);
  const headers: Record<string, string> = {};
  if (c.principal === 'bad-token') headers.authorization = c.badAuthorization;
  else if (c.principal !== 'visitor') headers.authorization = `Bearer ${tokens[c.principal]}`;
  if (c.lang !== null) headers['accept-language'] = c.lang;
  if (c.body.contentType !== undefined) headers['content-type'] = c.body.contentType;
  const url = urlOf(operation, c);
  const describe = () =>
    `${operation.method} ${clip(url, 300)} as ${c.principal} [${c.body.label}; content-type ${c.body.contentType ?? '(none)'}; body ${clip(c.body.payload)}]`;
  // A request left unanswered is a failure too (and would hang the test): it ties up a connection.
  let timer: NodeJS.Timeout | undefined;
  const response = await Promise.race([
    t.app.inject({
      method: operation.method,
      url,
      headers,
      ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        stuck = describe();
        reject(new Error(`${stuck}\n  no answer within ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  const status = response.statusCode;
  statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
  const problems = problemsOf(response);

  const changes = await watch.changes();
  if (changes !== baseline.changes) {
    const allowed = WRITES_ON_REJECTION.some((w) => w.operation === operation.key && w.status === status);
    if (status >= 400 && !allowed) {
      const after = await watch.fingerprint();
      problems.push(
        `rejected with ${status} but the database changed (${changes - baseline.changes} rows): ${diffOf(baseline.fingerprint, after)}`,
      );
    }
    // Accepted (or known) writes move the baseline; a write may have ended one of our sessions.
    if (status < 400) await refreshPrincipals();
    await takeBaseline();
  }
  if (problems.length) throw new Error(`${describe()}\n  ${problems.join('\n  ')}`);
}

/** Fingerprints the database and checks that nothing changed behind the counter's back. */
async function crossCheckFingerprint(): Promise<string | null> {
  const changes = await watch.changes();
  const fingerprint = await watch.fingerprint();
  const problem =
    changes === baseline.changes && diffOf(baseline.fingerprint, fingerprint) !== 'no table differs'
      ? `the database changed without the change counter moving: ${diffOf(baseline.fingerprint, fingerprint)}`
      : null;
  baseline = { changes, fingerprint };
  return problem;
}

type TRequest = {
  method: TOperation['method'];
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

/** Sends one request; expects the status, the shared error body, and an unchanged database. */
async function expectRejected(request: TRequest, status: number) {
  const before = await watch.changes();
  const response = await t.app.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  expect(problemsOf(response)).toEqual([]);
  expect(await watch.changes()).toBe(before);
}

const json = { 'content-type': 'application/json' };

describe('the database watch', () => {
  it('counts real writes, even of one row, and not no-op updates, ignored columns or rolled-back work', async () => {
    const changes = async (statement: string) => {
      const before = await watch.changes();
      await t.deps.db.execute(sql.raw(statement));
      return (await watch.changes()) - before;
    };
    const [published] = await rowsOf<{ n: number }>(
      t,
      "select count(*)::int as n from projects where status = 'PUBLISHED'",
    );
    expect(published?.n).toBeGreaterThan(0);
    expect(await changes('update users set name = name')).toBe(0);
    expect(await changes('update users set login_attempts = login_attempts')).toBe(0);
    expect(await changes("update projects set views = views + 1 where status = 'PUBLISHED'")).toBe(
      published?.n,
    );
    expect(await changes("update projects set views = views - 1 where status = 'PUBLISHED'")).toBe(
      published?.n,
    );
    const before = await watch.changes();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.execute(sql.raw("update users set name = name || '!'"));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await watch.changes()).toBe(before);
    await takeBaseline();
  });
});

describe('regressions found by the property test', () => {
  it("a malformed percent-encoding in the path answers 400 with the error body (was Fastify's own body)", async () => {
    for (const url of [
      '/api/project/%',
      '/api/project/%E0%A4%A',
      '/api/developer/%ED%A0%80',
      '/api/user/favorites/%zz',
    ])
      await expectRejected({ method: 'GET', url, headers: bearer(tokens.user) }, 400);
  });

  it("a path parameter over the maximum length answers 414 with the error body (was Fastify's own body)", async () => {
    await expectRejected({ method: 'GET', url: `/api/project/${'x'.repeat(100_000)}` }, 414);
    await expectRejected(
      { method: 'PUT', url: `/api/admin/users/${'9'.repeat(300)}`, headers: bearer(tokens.admin) },
      414,
    );
  });

  it('a NUL character in a path parameter or a JSON field answers 4xx, not 500, and stores nothing', async () => {
    await expectRejected(
      { method: 'GET', url: '/api/payments/orders/%00', headers: bearer(tokens.user) },
      400,
    );
    await expectRejected({ method: 'GET', url: '/api/project/a%00b' }, 400);
    await expectRejected(
      { method: 'PUT', url: '/api/project-sale/%00/pay', headers: bearer(tokens.admin) },
      404,
    );
    await expectRejected(
      {
        method: 'POST',
        url: '/api/auth/register',
        headers: json,
        payload: JSON.stringify({
          email: 'nul@correo-prueba.net',
          password: 'secreto123',
          name: 'Ana\u0000Ruiz',
        }),
      },
      400,
    );
  });

  it('a developer id that is not a UUID answers 404 for the merchant id (was 500)', async () => {
    await expectRejected(
      { method: 'GET', url: '/api/developer/editor-de-fotos/paypalMerchantId', headers: bearer(tokens.user) },
      404,
    );
  });

  it('paying a sale whose id is not a UUID answers 404 (was 500)', async () => {
    await expectRejected(
      { method: 'PUT', url: '/api/project-sale/%7B%7D/pay', headers: bearer(tokens.admin) },
      404,
    );
  });

  it('a multipart part the parser skips, bigger than 16 KB, is answered (the request hung for good)', async () => {
    const big = 'x'.repeat(100_000);
    for (const headers of ['Content-Type: text/plain', 'Content-Disposition: form-data; name="a\nb"']) {
      const payload = `--xYz\r\n${headers}\r\n\r\n${big}\r\n--xYz--\r\n`;
      const request = {
        method: 'POST',
        url: '/api/custom-requests',
        headers: { 'content-type': 'multipart/form-data; boundary=xYz' },
        payload,
      } as const;
      const answered = await Promise.race([
        expectRejected(request, 400).then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      expect(answered, headers).toBe(true);
    }
  });

  it('a multipart body without its boundary, or cut short, answers 400 (was 500)', async () => {
    const form = encodeMultipart([{ name: 'name', value: 'Rosa' }], 'xYz');
    await expectRejected(
      {
        method: 'POST',
        url: '/api/custom-requests',
        headers: { 'content-type': 'multipart/form-data' },
        payload: form,
      },
      400,
    );
    await expectRejected(
      {
        method: 'POST',
        url: '/api/custom-requests',
        headers: { 'content-type': 'multipart/form-data; boundary=xYz' },
        payload: form.subarray(0, form.length - 10),
      },
      400,
    );
  });
});

describe('bad input never breaks the server (security point 2)', () => {
  it(
    'every operation of the OpenAPI document: never a 5xx, always the error body, no write when rejected',
    async () => {
      // Nothing skipped silently: every special case names an operation that exists, and a route
      // the document describes as multipart has its form fields here.
      const keys = new Set(operations.map((o) => o.key));
      for (const key of [
        ...Object.keys(MULTIPART_FIELDS),
        ...Object.keys(HANDLER_BODY_SCHEMAS),
        ...WRITES_ON_REJECTION.map((w) => w.operation),
      ])
        expect(keys.has(key), `${key} is not in the OpenAPI document any more`).toBe(true);
      for (const operation of operations)
        if (/multipart\/form-data/.test(operation.description))
          expect(
            MULTIPART_FIELDS[operation.key],
            `${operation.key} takes multipart: add its fields`,
          ).toBeDefined();

      const started = Date.now();
      const runsPerOperation = Math.ceil(TOTAL_CASES / operations.length);
      const failures: string[] = [];
      for (const [index, operation] of operations.entries()) {
        if (ONLY && operation.key !== ONLY) continue;
        // The multipart route gets twice the share: its envelope can break in more ways.
        const numRuns = MULTIPART_FIELDS[operation.key] ? runsPerOperation * 2 : runsPerOperation;
        const details = await fc.check(
          fc.asyncProperty(caseArb(operation), (c) => runCase(operation, c)),
          // timeout: a backstop for a predicate stuck after the answer (the database watch).
          {
            numRuns,
            seed: BASE_SEED + index,
            timeout: 3 * ANSWER_TIMEOUT_MS,
            ...(ONLY && REPLAY_PATH ? { path: REPLAY_PATH } : {}),
          },
        );
        if (details.failed) {
          // The case itself is in the error message, clipped; the full counterexample is too big to print.
          const error =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          failures.push(
            `${operation.key}: failed after ${details.numRuns} cases; replay with ` +
              `BAD_INPUT_SEED=${BASE_SEED} BAD_INPUT_ONLY='${operation.key}' BAD_INPUT_PATH='${details.counterexamplePath}'\n  ${error}`,
          );
        }
        const drift = await crossCheckFingerprint();
        if (drift) failures.push(`${operation.key}: ${drift}`);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const statuses = [...statusCounts.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(
        `bad input: ${casesRun} cases over ${operations.length} operations in ${seconds}s (seed ${BASE_SEED}); statuses ${statuses.join(' ')}`,
      );
      if (stuck) failures.unshift(`FIRST UNANSWERED REQUEST: ${stuck}`);
      expect(failures.join('\n\n')).toBe('');
      if (!ONLY) {
        expect(casesRun).toBeGreaterThanOrEqual(10_000);
        for (const operation of operations)
          expect(casesPerOperation.get(operation.key), operation.key).toBeGreaterThan(0);
      }
    },
    TIMEOUT_MS,
  );
});
