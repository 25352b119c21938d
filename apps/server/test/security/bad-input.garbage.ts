import fc from 'fast-check';

/**
 * Strings, numbers, keys and JSON values that have broken servers before, for the bad-input
 * generators: SQL, paths, templates, encodings, look-alike numbers, huge and nested values.
 */

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
export const hugeString = fc.constantFrom(...HUGE_STRINGS);
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
export const rawLiteral = fc.constantFrom(...RAW_LITERALS).map((literal) => `@@raw@@${literal}@@`);

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
