import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LOG_AUDIT_DIR } from '../log-audit';

/** Where each test process notes the answers its test apps gave, for the contract check. */
export const RESPONSES_PREFIX = 'responses-';

/** One answer as a client saw it: the operation it came from, its status, type and body. */
export type TRecordedResponse = {
  method: string;
  /** The route as registered, e.g. /api/project/:id. */
  route: string;
  url: string;
  status: number;
  contentType: string | null;
  /** text: the body as UTF-8; binary: only its size is kept; unread: a stream (not inspected). */
  body:
    | { kind: 'none' }
    | { kind: 'text'; text: string }
    | { kind: 'binary'; bytes: number }
    | { kind: 'unread' };
};

const DECOMPRESS: Record<string, (buffer: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};
const TEXTUAL = /^(text\/|application\/(json|[\w.+-]+\+json|xml|javascript))/i;

function bodyOf(
  payload: unknown,
  contentType: string | null,
  encoding: string | null,
): TRecordedResponse['body'] {
  if (payload === undefined || payload === null || payload === '') return { kind: 'none' };
  if (payload instanceof Readable || typeof (payload as { pipe?: unknown }).pipe === 'function')
    return { kind: 'unread' };
  let buffer: Buffer =
    typeof payload === 'string' ? Buffer.from(payload) : Buffer.from(payload as Uint8Array);
  const decompress = encoding ? DECOMPRESS[encoding] : undefined;
  if (encoding && !decompress) return { kind: 'unread' };
  if (decompress) buffer = decompress(buffer);
  if (buffer.length === 0) return { kind: 'none' };
  return contentType && TEXTUAL.test(contentType)
    ? { kind: 'text', text: buffer.toString('utf8') }
    : { kind: 'binary', bytes: buffer.length };
}

/**
 * Notes every answer of a documented route (one JSON line each, written at once so nothing is
 * lost when a test ends) for the contract check, which validates them against the API document
 * after the suite. Answers before routing (unknown paths, malformed URLs) and hidden routes are
 * outside the document and are not noted.
 */
export function recordResponses(app: FastifyInstance) {
  mkdirSync(LOG_AUDIT_DIR, { recursive: true });
  const file = join(LOG_AUDIT_DIR, `${RESPONSES_PREFIX}${process.pid}.jsonl`);
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions;
    if (!route.url || route.schema?.hide || request.method === 'HEAD') return payload;
    const header = (name: string) => {
      const value = reply.getHeader(name);
      return value === undefined ? null : String(value);
    };
    const contentType = header('content-type');
    const record: TRecordedResponse = {
      method: request.method,
      route: route.url,
      url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
      status: reply.statusCode,
      contentType,
      body: bodyOf(payload, contentType, header('content-encoding')),
    };
    appendFileSync(file, `${JSON.stringify(record)}\n`);
    return payload;
  });
}
