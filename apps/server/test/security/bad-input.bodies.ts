import fc from 'fast-check';
import { garbageValue, nastyString, serializeJson, wildString } from './bad-input.garbage';
import type { TJsonSchema } from './bad-input.openapi';
import { isContainer, mutatedValue, type THints, validValue } from './bad-input.values';

/**
 * Request bodies for the bad-input property test: JSON bodies (schema-derived and broken,
 * malformed JSON, wrong content types, oversize) and multipart forms (well and badly formed).
 */

/** One request body as sent: bytes (or none) and a Content-Type header (or none). */
export type TBody = { label: string; payload?: string | Buffer; contentType?: string };

const JSON_TYPE = 'application/json';
/** Bigger than the app's 1 MB body limit. */
const OVERSIZE = `{"x":"${'x'.repeat(1024 * 1024 + 16)}"}`;
const DEEP_ARRAY = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;

const MALFORMED_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":1}}',
  '{"a":1} {"b":2}',
  '[1,2',
  '"unterminated',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":01}',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"a":1e}',
  '{"a":--1}',
  '\u0000',
  '{"a":"\u0000"}',
  '\ufeff{}',
  'null',
  'true',
  '0',
  '-1',
  '1e308',
  '"text"',
  '[]',
  ' ',
  '\n\n',
  '<xml/>',
  'a=1&b=2',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  DEEP_ARRAY,
  DEEP_OBJECT,
];

const WRONG_CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/json;;;',
  'json',
  ';',
  '*/*',
  'a/b/c',
  'application/\u00e9',
];

/** Request bodies for a JSON route: schema-derived and mutated, raw malformed, wrong types, oversize. */
export function jsonBodyArb(schema: TJsonSchema | null, hints: THints): fc.Arbitrary<TBody> {
  const json = (label: string, value: unknown, contentType: string | undefined = JSON_TYPE): TBody => ({
    label,
    payload: serializeJson(value),
    contentType,
  });
  const shaped = schema ?? { type: 'object' };
  return fc.oneof(
    { weight: 2, arbitrary: validValue(shaped, hints).map((v) => json('valid-shape', v)) },
    { weight: 12, arbitrary: mutatedValue(shaped, hints).map((v) => json('mutated', v)) },
    { weight: 2, arbitrary: garbageValue.map((v) => json('garbage', v)) },
    { weight: 1, arbitrary: fc.constant<TBody>({ label: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc.constant<TBody>({ label: 'empty json', payload: '', contentType: JSON_TYPE }),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map(
        (text): TBody => ({
          label: 'malformed json',
          payload: text,
          contentType: JSON_TYPE,
        }),
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...WRONG_CONTENT_TYPES),
          fc.oneof(validValue(shaped, hints), mutatedValue(shaped, hints)),
        )
        .map(([contentType, value]) => json('wrong content type', value, contentType)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<TBody>(
        { label: 'xml', payload: '<?xml version="1.0"?><a><b>1</b></a>', contentType: 'application/xml' },
        {
          label: 'form',
          payload: 'email=a%40b.c&password=x',
          contentType: 'application/x-www-form-urlencoded',
        },
        { label: 'utf-16 json', payload: Buffer.from('{"a":"b"}', 'utf16le'), contentType: JSON_TYPE },
        {
          label: 'binary',
          payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28]),
          contentType: JSON_TYPE,
        },
        { label: 'oversize', payload: OVERSIZE, contentType: JSON_TYPE },
      ),
    },
  );
}

// ---------------------------------------------------------------- multipart

export type TPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; content: Buffer };

/** Encodes parts as multipart/form-data, headers written raw so bad names stay bad. */
export function encodeMultipart(parts: TPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.alloc(512, 32),
]);
const FILES: readonly { label: string; contentType: string; content: Buffer }[] = [
  { label: 'pdf', contentType: 'application/pdf', content: PDF },
  {
    label: 'doc',
    contentType: 'application/msword',
    content: Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1024),
    ]),
  },
  {
    label: 'exe',
    contentType: 'application/pdf',
    content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510), Buffer.from('PE\0\0'), Buffer.alloc(64)]),
  },
  {
    label: 'zip-not-docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(256)]),
  },
  { label: 'empty', contentType: 'application/pdf', content: Buffer.alloc(0) },
  { label: 'svg-script', contentType: 'image/svg+xml', content: Buffer.from('<svg onload="alert(1)"/>') },
  {
    label: 'oversize pdf',
    contentType: 'application/pdf',
    content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 32)]),
  },
];

const fileName = fc.oneof(
  fc.constantFrom(
    'pedido.pdf',
    'informe.doc',
    '../../etc/passwd',
    '..\\..\\boot.ini',
    'a"b.pdf',
    'x\r\nContent-Type: text/html\r\n.pdf',
    '.pdf',
    '',
    'ñandú 😀.pdf',
    '\u202efdp.exe',
    'x'.repeat(5000),
  ),
  wildString.map((s) => `${s}.pdf`),
);

/** Field values for a form: strings, or anything else written as text (forms carry only text). */
const asFieldText = (value: unknown) => (typeof value === 'string' ? value : (serializeJson(value) ?? ''));

/**
 * Bodies for a multipart route: fields from the form's schema, mutated; files of the wrong type,
 * empty, too big or too many; malformed envelopes; and JSON, text or XML instead of multipart.
 */
export function multipartBodyArb(fieldsSchema: TJsonSchema, hints: THints): fc.Arbitrary<TBody> {
  const fields = fc
    .oneof(
      { weight: 1, arbitrary: validValue(fieldsSchema, hints) },
      { weight: 3, arbitrary: mutatedValue(fieldsSchema, hints) },
    )
    .map((value) =>
      isContainer(value) && !Array.isArray(value)
        ? Object.entries(value).map(([name, v]): TPart => ({ name, value: asFieldText(v) }))
        : [{ name: 'payload', value: asFieldText(value) }],
    );
  const file = fc
    .record({
      file: fc.constantFrom(...FILES),
      name: fileName,
      field: fc.constantFrom('attachment', 'attachment', 'file', ''),
    })
    .map(
      ({ file, name, field }): TPart => ({
        name: field,
        filename: name,
        contentType: file.contentType,
        content: file.content,
      }),
    );
  const boundary = fc.oneof(
    fc.constant('----vitrinaBoundary7MA4YWxkTrZu0gW'),
    fc.stringMatching(/^[A-Za-z0-9'()+_,-./:=?]{1,70}$/),
  );
  const wellFormed = fc
    .record({
      fields,
      files: fc.array(file, { maxLength: 2 }),
      extra: fc.array(fc.record({ name: wildString, value: nastyString }), { maxLength: 14 }),
      boundary,
    })
    .map(
      ({ fields, files, extra, boundary }): TBody => ({
        label: `multipart (${files.length} files, ${fields.length + extra.length} fields)`,
        payload: encodeMultipart([...fields, ...extra, ...files], boundary),
        contentType: `multipart/form-data; boundary=${boundary}`,
      }),
    );
  const malformed = fc
    .record({
      parts: fields,
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      variant: fc.constantFrom(
        'no boundary',
        'other boundary',
        'truncated',
        'garbage',
        'empty',
        'no disposition',
        'big skipped part',
        'lf only',
        'long boundary',
        'mixed',
      ),
      noise: fc.uint8Array({ maxLength: 256 }),
    })
    .map(({ parts, cut, variant, noise }): TBody => {
      const b = 'xYzBoundary';
      const body = encodeMultipart(parts, b);
      const typed = (
        payload: string | Buffer,
        contentType = `multipart/form-data; boundary=${b}`,
      ): TBody => ({
        label: `malformed multipart: ${variant}`,
        payload,
        contentType,
      });
      switch (variant) {
        case 'no boundary':
          return typed(body, 'multipart/form-data');
        case 'other boundary':
          return typed(body, 'multipart/form-data; boundary=somethingElse');
        case 'truncated':
          return typed(body.subarray(0, Math.floor(body.length * cut)));
        case 'garbage':
          return typed(Buffer.from(noise));
        case 'empty':
          return typed('');
        case 'no disposition':
          return typed(`--${b}\r\nContent-Type: text/plain\r\n\r\nhola\r\n--${b}--\r\n`);
        case 'big skipped part':
          // Parts the parser skips (not form-data) used to stall it for good when over 16 KB.
          return typed(
            Buffer.concat([
              Buffer.from(`--${b}\r\nContent-Disposition: attachment; name="x"\r\n\r\n`),
              Buffer.alloc(20_000 + Math.floor(cut * 200_000), 120),
              Buffer.from('\r\n'),
              body,
            ]),
          );
        case 'lf only':
          return typed(body.toString('latin1').replaceAll('\r\n', '\n'));
        case 'long boundary':
          return typed(
            encodeMultipart(parts, 'b'.repeat(200)),
            `multipart/form-data; boundary=${'b'.repeat(200)}`,
          );
        default:
          return typed(body, `multipart/mixed; boundary=${b}`);
      }
    });
  const notMultipart = fc
    .record({
      value: fc.oneof(validValue(fieldsSchema, hints), mutatedValue(fieldsSchema, hints)),
      contentType: fc.constantFrom(...WRONG_CONTENT_TYPES, JSON_TYPE),
    })
    .map(
      ({ value, contentType }): TBody => ({
        label: 'not multipart',
        payload: serializeJson(value),
        contentType,
      }),
    );
  return fc.oneof(
    { weight: 6, arbitrary: wellFormed },
    { weight: 3, arbitrary: malformed },
    { weight: 2, arbitrary: notMultipart },
    { weight: 1, arbitrary: fc.constant<TBody>({ label: 'no body' }) },
  );
}
