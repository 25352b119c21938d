import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_AUDIT_DIR } from '../log-audit';
import { readOpenApiDocument, type TDocumentedResponse, type TOpenApiDocument } from './openapi-document';
import { RESPONSES_PREFIX, type TRecordedResponse } from './response-recorder';

/**
 * Runs after the server tests: every answer their test apps gave to a documented route (noted by
 * `response-recorder.ts`) is checked against the API document, as a generated client reads it:
 * the status is documented for that operation, the media type is one the status documents (or
 * none, when it documents no body), and the body is valid against its schema.
 */
const COMPONENTS_ID = 'urn:vitrina:api';
const REF_PREFIX = '#/components/schemas/';

/** The document's schemas point at '#/components/schemas/X'; ajv reads them from one schema of $defs. */
const rebased = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)
      ? `${COMPONENTS_ID}#/$defs/${value.slice(REF_PREFIX.length)}`
      : value,
  );

const mediaTypeOf = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() ?? null;
const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

function readRecords(): TRecordedResponse[] {
  return readdirSync(LOG_AUDIT_DIR)
    .filter((name) => name.startsWith(RESPONSES_PREFIX))
    .flatMap((name) => readFileSync(join(LOG_AUDIT_DIR, name), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TRecordedResponse);
}

let doc: TOpenApiDocument;
let records: TRecordedResponse[];

beforeAll(async () => {
  records = readRecords();
  doc = await readOpenApiDocument();
}, 120_000);

describe('the API document is the contract of every answer the server tests saw', () => {
  it('documents each status, media type and body', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema({ $id: COMPONENTS_ID, $defs: rebased(doc.components?.schemas ?? {}) as object });
    const validators = new Map<string, ValidateFunction>();
    const validatorOf = (key: string, schema: object) => {
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(rebased(schema) as object);
        validators.set(key, validate);
      }
      return validate;
    };

    const violations = new Map<string, { count: number; example: string }>();
    const violation = (record: TRecordedResponse, problem: string) => {
      const key = `${record.method} ${record.route} → ${record.status}: ${problem}`;
      const seen = violations.get(key);
      if (seen) seen.count += 1;
      else violations.set(key, { count: 1, example: record.url });
    };
    const operations = new Set<string>();
    let bodiesValidated = 0;

    for (const record of records) {
      const path = record.route.replaceAll(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[record.method.toLowerCase()];
      if (!operation) {
        violation(record, 'the operation is not in the document');
        continue;
      }
      operations.add(`${record.method} ${path}`);
      const status = String(record.status);
      const response: TDocumentedResponse | undefined =
        operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
      if (!response) {
        violation(record, 'status not documented');
        continue;
      }
      const mediaType = mediaTypeOf(record.contentType);
      if (!response.content) {
        if (record.body.kind !== 'none')
          violation(record, `documented without a body, answered ${mediaType}`);
        continue;
      }
      const media = mediaType ? response.content[mediaType] : undefined;
      if (!mediaType || !media) {
        violation(
          record,
          `media type ${mediaType ?? '(none)'} not documented (${Object.keys(response.content).join(', ')})`,
        );
        continue;
      }
      if (!media.schema || record.body.kind === 'unread' || record.body.kind === 'binary') continue;
      let body: unknown = record.body.kind === 'text' ? record.body.text : undefined;
      if (isJson(mediaType)) {
        try {
          body = JSON.parse(String(body));
        } catch {
          violation(record, 'the body is not JSON');
          continue;
        }
      }
      const validate = validatorOf(`${record.method} ${path} ${status} ${mediaType}`, media.schema);
      bodiesValidated += 1;
      if (!validate(body)) {
        const errors = (validate.errors ?? [])
          .slice(0, 3)
          .map(
            (e) =>
              `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
          )
          .join('; ');
        violation(record, `body does not match the schema: ${errors}`);
      }
    }

    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const unexercised = documented.filter((operation) => !operations.has(operation));
    console.log(
      `contract check: ${records.length} responses checked (${bodiesValidated} bodies validated against their schema) ` +
        `over ${operations.size} of ${documented.length} documented operations` +
        (unexercised.length ? `; not exercised: ${unexercised.join(', ')}` : ''),
    );
    const report = [...violations.entries()].map(
      ([key, { count, example }]) => `${key} (${count}×, e.g. ${example})`,
    );
    expect(records.length, 'no answers were noted: run the server tests first').toBeGreaterThan(0);
    expect(report.join('\n')).toBe('');
  }, 300_000);
});
