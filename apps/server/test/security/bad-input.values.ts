import fc from 'fast-check';
import {
  garbageKey,
  garbageValue,
  hugeString,
  nastyNumber,
  nastyString,
  rawLiteral,
  wildString,
} from './bad-input.garbage';
import type { TJsonSchema } from './bad-input.openapi';

/**
 * Values derived from a request schema for the bad-input generators: valid ones, ones just outside
 * it, and valid bodies broken by a few mutations.
 */

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
