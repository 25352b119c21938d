import fc from 'fast-check';

/**
 * The values the bad-input generators are made of: the operations read from the OpenAPI document,
 * strings and numbers that have broken servers before, and values derived from a request schema
 * (valid ones, ones just outside it, and valid bodies broken by a few mutations).
 */

/** The parts of a JSON schema (as @fastify/swagger or z.toJSONSchema write them) the generators read. */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  $ref?: string;
};

export type TParam = { name: string; in: string; required?: boolean; schema?: TJsonSchema };

export type TOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path template, e.g. /api/project/{id}. */
  path: string;
  description: string;
  pathParams: TParam[];
  queryParams: TParam[];
  /** The JSON request body, when the document declares one. */
  body: { schema: TJsonSchema; required: boolean } | null;
};

type TDocOperation = {
  description?: string;
  parameters?: TParam[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: TJsonSchema }> };
};
export type TOpenApiDoc = {
  paths: Record<string, Record<string, TDocOperation>>;
  components?: { schemas?: Record<string, TJsonSchema> };
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every path × method of the document, with its parameters and JSON body schema ($refs resolved). */
export function operationsOf(doc: TOpenApiDoc): TOperation[] {
  const resolve = (schema: TJsonSchema | undefined, depth = 0): TJsonSchema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return resolve(doc.components?.schemas?.[name], depth + 1);
    }
    const out: TJsonSchema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]),
      );
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (schema[key]) out[key] = schema[key].map((s) => resolve(s, depth + 1));
    return out;
  };
  const operations: TOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      // Path-level keys that are not methods (parameters, summary...) are not operations.
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as TOperation['method'],
        path,
        description: operation.description ?? '',
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: json ? { schema: resolve(json), required: operation.requestBody?.required ?? false } : null,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------- strings and numbers

/** Strings that have broken servers before: SQL, paths, templates, encodings, look-alike numbers. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  ' \t\n ',
  "' OR 1=1 --",
  '" OR ""="',
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  '\\',
  '%',
  '%_%',
  '_',
  '*',
  '../',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '.',
  '..',
  '%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '0',
  '-0',
  '-1',
  '1e308',
  '-1e308',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '1_000',
  '١٢٣',
  '１２３',
  '9'.repeat(400),
  '2026-02-30',
  '0000-00-00',
  '9999-99-99',
  '+002026-01-01',
  'ＡＤＭＩＮ',
  'admin',
  'USER',
  ' developer ',
  '\u0000',
  'a\u0000b',
  '\u202egnp.exe',
  '\u200f\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '😀',
  '👩‍👩‍👧‍👦',
  '🇨🇴',
  '\ufeff',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\udc00b',
  'ﷺ'.repeat(10),
  'İstanbul',
  'ß'.repeat(50),
  'mailto:x@y.z',
  'javascript:alert(1)',
  'http://127.0.0.1:9/',
  'file:///etc/passwd',
  'https://github.com/../../x',
  'github.com/',
  'a@b',
  '@',
  'a@b.co\u0000',
  '\r\nSet-Cookie: x=1',
  'Bearer x',
];

/** Strings far over any field's limit (each ≥ 10k characters; JSON bodies stay under the 1 MB limit). */
const HUGE_STRINGS: readonly string[] = [
  'x'.repeat(100_000),
  '😀'.repeat(30_000),
  'é\u0301'.repeat(40_000),
  '\u0000'.repeat(10_000),
  `${'a'.repeat(99_999)}\ud800`,
  `${'\u202e'.repeat(5_000)}${'ع'.repeat(50_000)}`,
  "' OR 1=1 -- ".repeat(8_000),
];

const specialChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u0301',
  // Lone surrogates: fast-check's 'binary' unit never makes them.
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '😀',
  '👩‍👩‍👧‍👦',
  'ﷺ',
  '\u0627',
  '\u05d0',
  'İ',
  "'",
  '"',
  '\\',
  '/',
  '%',
  '<',
  '&',
  ';',
  '#',
  '?',
  '=',
  '+',
  '\n',
  '\r',
  '\t',
);
const anyChar = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: specialChar, weight: 3 },
);
/** Short random strings of any code points, with lone surrogates, controls, RTL marks and emoji. */
export const wildString = fc.string({ unit: anyChar, maxLength: 30 });
const hugeString = fc.constantFrom(...HUGE_STRINGS);
export const nastyString = fc.oneof(
  { arbitrary: wildString, weight: 4 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: hugeString, weight: 1 },
);

const NASTY_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1,
  0.5,
  1.5,
  -1.5,
  6,
  49,
  101,
  10_001,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  2 ** 64,
  1e21,
  0.1 + 0.2,
  1e-7,
];
export const nastyNumber = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_NUMBERS), weight: 3 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/**
 * Number literals JSON.stringify cannot write (some are not JSON at all): a value is a marker
 * string that `serializeJson` replaces with the bare literal.
 */
const RAW_LITERALS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '-0.0',
  '0x10',
  '01',
  '.5',
  '+1',
  'undefined',
  "'single'",
];
const RAW_MARK = /"@@raw@@(.*?)@@"/g;
const rawLiteral = fc.constantFrom(...RAW_LITERALS).map((literal) => `@@raw@@${literal}@@`);

/** JSON text of a value, with the raw-literal markers put in bare. */
export function serializeJson(value: unknown): string {
  return (JSON.stringify(value) ?? '').replace(RAW_MARK, '$1');
}

export const garbageKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '$where',
    '$ne',
    'id',
    'role',
    'isAdmin',
    'userId',
    'status',
    'price',
    'verified',
    'amount',
    'a.b',
    'a[0]',
    '😀',
    '\u0000',
    '\ud800',
  ),
  wildString,
);

/** Any JSON value, nested, made of nasty strings and numbers. */
export const garbageValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    rawLiteral,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(garbageKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

// ---------------------------------------------------------------- values from a schema

/** Real values of this database that make random requests reach deeper than "not found". */
export type THints = {
  ids: readonly string[];
  emails: readonly string[];
  passwords: readonly string[];
  /** Known-good values per property name (categories, statuses...). */
  byKey: Readonly<Record<string, readonly unknown[]>>;
};

const typesOf = (schema: TJsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function stringFor(schema: TJsonSchema, hints: THints, key: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, min + 40));
  const plain = fc.string({ minLength: min, maxLength: max });
  const options: fc.Arbitrary<string>[] = [plain];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot invert: plain strings only.
    }
  }
  if (schema.format === 'uuid') options.push(fc.uuid());
  if (/e-?mail/i.test(key) || schema.format === 'email')
    options.push(fc.emailAddress(), ...(hints.emails.length ? [fc.constantFrom(...hints.emails)] : []));
  if (/password/i.test(key) && hints.passwords.length) options.push(fc.constantFrom(...hints.passwords));
  if (/url|image|screenshot/i.test(key)) options.push(fc.webUrl());
  if ((/id$/i.test(key) || schema.format === 'uuid') && hints.ids.length)
    options.push(fc.constantFrom(...hints.ids));
  return fc.oneof(...options);
}

function numberFor(schema: TJsonSchema, integer: boolean): fc.Arbitrary<number> {
  const clamp = (n: number) => Math.max(-1e6, Math.min(1e6, n));
  const min = clamp(schema.minimum ?? -1000);
  const max = Math.max(min, clamp(schema.maximum ?? 1000));
  const whole = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return integer ? whole : fc.oneof(whole, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values that satisfy the schema's shape (types, enums, lengths, ranges; not every refinement). */
export function validValue(schema: TJsonSchema, hints: THints, key = '', depth = 0): fc.Arbitrary<unknown> {
  const known = hints.byKey[key];
  const base = validValueOfShape(schema, hints, key, depth);
  const withKnown = known?.length ? fc.oneof(base, fc.constantFrom(...known)) : base;
  return schema.nullable ? fc.oneof(fc.constant(null), withKnown) : withKnown;
}

function validValueOfShape(
  schema: TJsonSchema,
  hints: THints,
  key: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, hints, key, depth)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), hints, key, depth);
  const types = typesOf(schema);
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  const nullable = types.includes('null');
  const ofType = (): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema, hints, key);
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = Math.min(schema.minItems ?? 0, 5);
        return fc.array(validValue(schema.items ?? {}, hints, key, depth + 1), {
          minLength,
          maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
        });
      }
      case 'object': {
        const properties = schema.properties ?? {};
        if (Object.keys(properties).length === 0 || depth > 4)
          return fc.dictionary(wildString, garbageValue, { maxKeys: 3 });
        return fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([name, property]) => [
              name,
              validValue(property, hints, name, depth + 1),
            ]),
          ),
          { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
        );
      }
      default:
        return garbageValue;
    }
  };
  return nullable ? fc.oneof(fc.constant(null), ofType()) : ofType();
}

/** Values just outside the schema: one over the length or range, wrong case, wrong type, coerced. */
function edgeValues(schema: TJsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) values.push('x'.repeat(schema.minLength - 1), ' '.repeat(schema.minLength));
  if (schema.minimum !== undefined)
    values.push(schema.minimum - 1, schema.minimum - 1e-9, String(schema.minimum));
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum + 1e-9);
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => 'x'));
  for (const value of schema.enum ?? []) {
    if (typeof value === 'string')
      values.push(value.toLowerCase(), value.toUpperCase(), ` ${value}`, `${value}\u0000`, [value]);
    else values.push(String(value), [value]);
  }
  const types = typesOf(schema);
  if (types.includes('integer')) values.push(1.5, '1', 1e21);
  if (types.includes('boolean')) values.push('true', 1, 0, 'false');
  if (types.includes('string')) values.push(1, true, ['x'], { x: 'x' });
  return values;
}

/** A value that should not pass the field's schema (or, now and then, one that does). */
function badValueFor(schema: TJsonSchema, hints: THints, key: string): fc.Arbitrary<unknown> {
  const edges = edgeValues(schema);
  return fc.oneof(
    { arbitrary: garbageValue, weight: 4 },
    { arbitrary: nastyString, weight: 3 },
    { arbitrary: nastyNumber, weight: 2 },
    { arbitrary: rawLiteral, weight: 1 },
    { arbitrary: hugeString, weight: 1 },
    { arbitrary: edges.length ? fc.constantFrom(...edges) : garbageValue, weight: 3 },
    { arbitrary: validValue(schema, hints, key), weight: 1 },
  );
}

type TKeyPath = { path: string[]; schema: TJsonSchema };

/** Every property path of the schema (nested objects and array items included, a few levels deep). */
function keyPathsOf(schema: TJsonSchema, prefix: string[] = [], depth = 0): TKeyPath[] {
  if (depth > 3) return [];
  const paths: TKeyPath[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    paths.push({ path, schema: property });
    paths.push(...keyPathsOf(property, path, depth + 1));
    if (property.items) paths.push({ path: [...path, '0'], schema: property.items });
  }
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    paths.push(...keyPathsOf(alternative, prefix, depth + 1));
  return paths;
}

type TMutation =
  | { kind: 'set'; path: string[]; value: unknown }
  | { kind: 'drop'; path: string[] }
  | { kind: 'extra'; path: string[]; key: string; value: unknown }
  | { kind: 'wrap'; path: string[] }
  | { kind: 'stringify'; path: string[] };

export function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function applyMutation(root: unknown, mutation: TMutation): unknown {
  if (!isContainer(root)) return root;
  const path = mutation.path;
  let parent: Record<string, unknown> = root;
  const last = mutation.kind === 'extra' ? undefined : path[path.length - 1];
  const walk = mutation.kind === 'extra' ? path : path.slice(0, -1);
  for (const step of walk) {
    const next = parent[step];
    if (!isContainer(next)) {
      const created: Record<string, unknown> = {};
      Object.defineProperty(parent, step, {
        value: created,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      parent = created;
    } else parent = next;
  }
  const define = (key: string, value: unknown) =>
    Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  switch (mutation.kind) {
    case 'set':
      if (last !== undefined) define(last, mutation.value);
      break;
    case 'drop':
      if (last !== undefined) delete parent[last];
      break;
    case 'extra':
      // defineProperty, so "__proto__" becomes a real key of the JSON rather than the prototype.
      define(mutation.key, mutation.value);
      break;
    case 'wrap':
      if (last !== undefined) define(last, [parent[last]]);
      break;
    case 'stringify':
      if (last !== undefined) define(last, JSON.stringify(parent[last]) ?? 'undefined');
      break;
  }
  return root;
}

/** A body valid for the schema, then broken by one to three mutations (wrong type, missing, extra...). */
export function mutatedValue(schema: TJsonSchema, hints: THints): fc.Arbitrary<unknown> {
  const paths = keyPathsOf(schema);
  const objectPaths: string[][] = [
    [],
    ...paths.filter((p) => typesOf(p.schema).includes('object')).map((p) => p.path),
  ];
  const mutation: fc.Arbitrary<TMutation> = paths.length
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .constantFrom(...paths)
            .chain((target) =>
              badValueFor(target.schema, hints, target.path[target.path.length - 1] ?? '').map(
                (value): TMutation => ({ kind: 'set', path: target.path, value }),
              ),
            ),
        },
        {
          weight: 2,
          arbitrary: fc.constantFrom(...paths).map((t): TMutation => ({ kind: 'drop', path: t.path })),
        },
        {
          weight: 2,
          arbitrary: fc
            .record({ path: fc.constantFrom(...objectPaths), key: garbageKey, value: garbageValue })
            .map((m): TMutation => ({ kind: 'extra', ...m })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...paths).map((t): TMutation => ({ kind: 'wrap', path: t.path })),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...paths).map((t): TMutation => ({ kind: 'stringify', path: t.path })),
        },
      )
    : fc
        .record({ key: garbageKey, value: garbageValue })
        .map((m): TMutation => ({ kind: 'extra', path: [], ...m }));
  return fc
    .tuple(validValue(schema, hints), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce(applyMutation, structuredClone(value)));
}
