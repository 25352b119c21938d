import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got: its path, headers and raw body. */
export type TWebhookRequest = { path: string; headers: IncomingHttpHeaders; body: string };
/** How the receiver answers one request: a status (and body), a redirect, or never. */
export type TWebhookReply = { status: number; body?: string; location?: string } | 'hang';

/**
 * A developer's webhook receiver on 127.0.0.1: it keeps every request by path and answers each
 * path from its script (the next scripted reply, then 200 "ok"), so every test speaks to a path of
 * its own. The test verifies signatures on what it kept, with the README's own function.
 */
export async function startFakeWebhookReceiver() {
  const requests: TWebhookRequest[] = [];
  const scripts = new Map<string, TWebhookReply[]>();
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const reply = scripts.get(path)?.shift() ?? { status: 200, body: 'ok' };
      if (reply === 'hang') {
        hanging.push(response);
        return;
      }
      response.writeHead(reply.status, {
        'content-type': 'text/plain',
        ...(reply.location ? { location: reply.location } : {}),
      });
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** The address of one of its paths. */
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Answers the next requests to `path` so, in order. */
    script(path: string, ...replies: TWebhookReply[]) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...replies]);
    },
    /** What `path` received, oldest first. */
    received: (path: string) => requests.filter((request) => request.path === path),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TFakeWebhookReceiver = Awaited<ReturnType<typeof startFakeWebhookReceiver>>;
