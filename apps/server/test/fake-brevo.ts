import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TBrevoMail = {
  sender: { email: string; name?: string };
  to: { email: string; name?: string }[];
  replyTo?: { email: string };
  subject: string;
  htmlContent: string;
  textContent: string;
  attachment?: { name: string; content: string }[];
  /** The message's own extra headers (List-Unsubscribe and its one-click POST). */
  headers?: Record<string, string>;
};

/** The fake's own route that lists the mails it accepted (JSON, oldest first); Brevo has no such thing. */
export const RECEIVED_PATH = '/__received';

/**
 * A fake of Brevo's transactional e-mail API on 127.0.0.1 (`POST /v3/smtp/email`, key in the
 * `api-key` header, 201 with a messageId). It can fail the next calls with a status, and be taken
 * down and brought back up on the same port. `GET /__received` lists what it accepted.
 */
export async function startFakeBrevo(apiKey = 'brevo-test-key') {
  const received: { headers: IncomingMessage['headers']; body: TBrevoMail }[] = [];
  let failures: { status: number; left: number } | null = null;
  let port = 0;
  let server: Server;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        // Not Brevo's: how a test in another process (a browser journey) reads what arrived.
        if (req.method === 'GET' && req.url === RECEIVED_PATH)
          return send(
            200,
            received.map((m) => m.body),
          );
        if (req.method !== 'POST' || req.url !== '/v3/smtp/email') return send(404, { code: 'not_found' });
        if (req.headers['api-key'] !== apiKey)
          return send(401, { code: 'unauthorized', message: 'Key not found' });
        if (failures && failures.left > 0) {
          failures.left -= 1;
          return send(failures.status, { code: 'internal_error', message: 'Fake failure' });
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TBrevoMail;
        received.push({ headers: req.headers, body });
        return send(201, { messageId: `<fake-${received.length}@smtp-relay.mailin.fr>` });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}/v3`,
    /** Where another process reads the mails accepted so far (GET, JSON). */
    receivedUrl: `http://127.0.0.1:${port}${RECEIVED_PATH}`,
    apiKey,
    received,
    failNext: (status: number, times = 1) => {
      failures = { status, left: times };
    },
    /** Takes the API down (connections refused) until `up`. */
    down: close,
    up: listen,
    close,
  };
}

export type TFakeBrevo = Awaited<ReturnType<typeof startFakeBrevo>>;
