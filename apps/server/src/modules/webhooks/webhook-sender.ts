import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS } from '@vitrina/shared/webhooks/webhook.schemas';
import type { TVettedUrl } from './address-guard';

/** What a receiver answered: its status and the first 1 KB of its body, as text. */
export type TWebhookAnswer = { status: number; excerpt: string };

/** An attempt that got no answer: timed out, refused, reset, or a TLS failure. */
export class WebhookNetworkError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'WebhookNetworkError';
  }
}

/**
 * A lookup that answers the address already vetted, whatever the name resolves to now: the
 * connection goes where the check looked, so DNS cannot change between the check and the connect.
 */
function pinnedLookup(vetted: TVettedUrl): LookupFunction {
  return (_host, options, callback) => {
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    if (all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
}

/** Reads at most the first `limit` bytes of an answer, then lets the rest go. */
function excerptOf(response: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, limit).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      if (length < limit) chunks.push(chunk);
      length += chunk.length;
      if (length >= limit) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

/**
 * POSTs one delivery to the vetted address, never following a redirect (a 3xx is an answer like
 * any other, and a failure), within `timeoutMs` for the whole exchange. Node's http client is used
 * rather than fetch so the connection can be pinned to the vetted address (its `lookup` option).
 */
export function postWebhook(input: {
  vetted: TVettedUrl;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}): Promise<TWebhookAnswer> {
  const { vetted } = input;
  const send = vetted.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(input.timeoutMs);
  return new Promise((resolve, reject) => {
    const request = send(
      vetted.url,
      {
        method: 'POST',
        headers: { ...input.headers, 'Content-Length': Buffer.byteLength(input.body).toString() },
        lookup: pinnedLookup(vetted),
        signal,
        // No connection is kept: each delivery connects to the address vetted for it.
        agent: false,
      },
      (response) => {
        excerptOf(response, WEBHOOK_LIMITS.responseExcerptBytes).then(
          (excerpt) => resolve({ status: response.statusCode ?? 0, excerpt }),
          reject,
        );
      },
    );
    request.on('error', (error) => {
      const timedOut = signal.aborted;
      reject(new WebhookNetworkError(timedOut ? 'timeout' : error.message, timedOut));
    });
    request.end(input.body);
  });
}
