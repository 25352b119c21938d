import fc from 'fast-check';
import { garbageKey, nastyNumber, nastyString } from './bad-input.garbage';
import type { TJsonSchema, TParam } from './bad-input.openapi';
import { type THints, validValue } from './bad-input.values';

/**
 * Generators of bad requests for the bad-input property test, besides the bodies
 * (bad-input.bodies): path segments, query strings, Accept-Language and Authorization headers.
 */

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three
 * bytes a careless encoder would produce: invalid UTF-8 the server must refuse politely.
 */
function encodeSegment(value: string): string {
  return value
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((piece) => {
      const unit = piece.length === 1 ? piece.charCodeAt(0) : 0;
      if (unit >= 0xd800 && unit <= 0xdfff) {
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(piece);
    })
    .join('');
}

/** Path segments written as they go on the wire: bad percent-encodings, dot segments, encoded NUL. */
const RAW_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%00',
  'a%00b',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  'a%2Fb',
  '%252F',
  '%u0041',
  '+',
  '%20',
  ';',
  'a;b=c',
  '*',
  '~',
  '-1',
  '0',
  '1e308',
  'NaN',
  'null',
  '%27%20OR%201%3D1%20--',
];

export function pathSegmentArb(schema: TJsonSchema, hints: THints, name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hints.ids.length ? fc.constantFrom(...hints.ids) : fc.uuid() },
    { weight: 2, arbitrary: validValue(schema, hints, name).map((v) => encodeSegment(String(v))) },
    { weight: 4, arbitrary: nastyString.map(encodeSegment) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: nastyNumber.map((n) => encodeSegment(String(n))) },
  );
}

const RAW_QUERY_PIECES: readonly string[] = [
  '&',
  '&&',
  '=',
  '==',
  '%',
  '%zz=1',
  'a=%ED%A0%80',
  'a=%00',
  '__proto__[isAdmin]=1',
  '__proto__=1',
  'constructor[prototype][isAdmin]=1',
  'page[]=1',
  'page[$gt]=0',
  'size=1&size=2',
  ';',
  '?',
  '+=+',
];

/** A query string: the route's parameters with bad, huge, repeated or missing values, plus extras. */
export function queryArb(params: TParam[], hints: THints): fc.Arbitrary<string> {
  const value = (param: TParam) =>
    fc.oneof(
      {
        weight: 2,
        arbitrary: validValue(param.schema ?? {}, hints, param.name).map((v) => encodeSegment(String(v))),
      },
      { weight: 3, arbitrary: nastyString.map(encodeSegment) },
      { weight: 2, arbitrary: nastyNumber.map((n) => encodeSegment(String(n))) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '',
          '-1',
          '1e308',
          '99999999999999999999',
          'NaN',
          '1.5',
          'true',
          '[]',
          '%ED%A0%80',
        ),
      },
    );
  const forParam = (param: TParam) =>
    fc.option(
      fc.oneof(
        { weight: 5, arbitrary: value(param).map((v) => [`${param.name}=${v}`]) },
        {
          weight: 1,
          arbitrary: fc
            .array(value(param), { minLength: 2, maxLength: 3 })
            .map((vs) => vs.map((v) => `${param.name}=${v}`)),
        },
        { weight: 1, arbitrary: value(param).map((v) => [`${param.name}[]=${v}`, `${param.name}[x]=${v}`]) },
        { weight: 1, arbitrary: fc.constant([param.name]) },
      ),
      { freq: 3 },
    );
  const extra = fc
    .array(fc.tuple(garbageKey, nastyString), { maxLength: 3 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`));
  const raw = fc.array(fc.constantFrom(...RAW_QUERY_PIECES), { maxLength: 2 });
  return fc.tuple(fc.tuple(...params.map(forParam)), extra, raw).map(([own, extras, raws]) => {
    const pieces = [...own.flatMap((p) => p ?? []), ...extras, ...raws];
    return pieces.length ? `?${pieces.join('&')}` : '';
  });
}

/** Accept-Language values, odd ones included (the error messages are translated with it). */
export const acceptLanguageArb = fc.option(
  fc.oneof(
    fc.constantFrom(
      'es',
      'en',
      'en-US,en;q=0.9',
      'fr',
      '*',
      '',
      'xx',
      'es;q=abc',
      ',,,',
      'en;q=-1',
      'a'.repeat(10_000),
      '__proto__',
      'constructor',
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
  ),
  { freq: 3 },
);

/** Authorization headers that are not a valid session. */
export const badAuthorizationArb = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'bearer  a b',
    `Bearer ${'a'.repeat(10_000)}`,
    'Bearer null',
    'Bearer undefined',
    "Bearer ' OR 1=1 --",
    'Bearer %00',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `Bearer ${s}`),
);
