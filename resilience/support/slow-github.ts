// A stand-in for the code-hosting API on 127.0.0.1 that answers every profile lookup as found,
// after `delayMs`: it makes the routes that check a GitHub profile naturally slow.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startSlowGithub(delayMs: number) {
  let received = 0;
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    received += 1;
    for (const wake of waiters.splice(0)) wake();
    const login = /^\/users\/([^/]+)$/.exec(req.url ?? '')?.[1];
    setTimeout(() => {
      res.writeHead(login ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(login ? { login: decodeURIComponent(login), id: 1 } : { message: 'Not Found' }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Resolves once a lookup has arrived (the calling request is inside its handler then). */
    nextRequest: () => new Promise<void>((resolve) => (received > 0 ? resolve() : waiters.push(resolve))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
