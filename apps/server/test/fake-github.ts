import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the whole fake misbehaves until `recover()`: a status (5xx), no answer at all (the client's
 * timeout fires), or a spent rate limit as GitHub sends it (403 or 429, `x-ratelimit-remaining: 0`,
 * `retry-after` seconds or `x-ratelimit-reset` epoch seconds).
 */
export type TFakeGithubOutage =
  | { mode: 'status'; status: number }
  | { mode: 'hang' }
  | { mode: 'rate-limit'; status?: 403 | 429; retryAfterSeconds?: number; resetEpochSeconds?: number };

/**
 * A fake of the code-hosting REST API on 127.0.0.1: `GET /users/{name}` and
 * `GET /repos/{owner}/{repo}`, answering as the real API does. Tests add users and repos,
 * make any path fail with a status, or make every path fail (`startOutage`) until `recover()`.
 * Processes that do not hold this object (the browser journeys' workers) do the same over HTTP:
 * `POST /__fake/outage` with a TFakeGithubOutage as JSON body, `POST /__fake/recover`.
 */
export async function startFakeGithub() {
  const users = new Set<string>();
  const repos = new Map<string, { private: boolean }>();
  const failures = new Map<string, number>();
  let outage: TFakeGithubOutage | null = null;
  const requests: { path: string; accept: string | undefined; authorization: string | undefined }[] = [];

  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '/');
    requests.push({ path, accept: req.headers.accept, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path.startsWith('/__fake/')) return control(path, req, send);
    if (outage?.mode === 'hang') return; // never answers: the client's timeout ends the call
    if (outage?.mode === 'status') return send(outage.status, { message: 'Server Error' });
    if (outage?.mode === 'rate-limit') {
      const limited: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '0',
      };
      if (outage.retryAfterSeconds !== undefined) limited['retry-after'] = String(outage.retryAfterSeconds);
      if (outage.resetEpochSeconds !== undefined)
        limited['x-ratelimit-reset'] = String(outage.resetEpochSeconds);
      res.writeHead(outage.status ?? 403, limited);
      return res.end(JSON.stringify({ message: 'API rate limit exceeded' }));
    }
    const failure = failures.get(path);
    if (failure) return send(failure, { message: 'Server Error' });
    const userMatch = /^\/users\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && userMatch?.[1]) {
      const login = [...users].find((u) => u.toLowerCase() === userMatch[1]?.toLowerCase());
      return login
        ? send(200, { login, id: 1, type: 'User', html_url: `https://github.com/${login}` })
        : send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    }
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && repoMatch) {
      const key = `${repoMatch[1]}/${repoMatch[2]}`.toLowerCase();
      const repo = repos.get(key);
      // The real API answers 404 for private repositories the caller cannot see.
      return repo
        ? send(200, { full_name: key, private: repo.private })
        : send(404, { message: 'Not Found' });
    }
    return send(404, { message: 'Not Found' });
  });
  function control(path: string, req: IncomingMessage, send: (s: number, b: unknown) => void) {
    if (path === '/__fake/recover') {
      outage = null;
      return send(200, { outage: null });
    }
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      outage = JSON.parse(raw || '{"mode":"status","status":503}') as TFakeGithubOutage;
      send(200, { outage });
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addUser: (login: string) => users.add(login),
    addRepo: (fullName: string, options: { private?: boolean } = {}) =>
      repos.set(fullName.toLowerCase(), { private: options.private ?? false }),
    failPath: (path: string, status: number) => failures.set(path, status),
    startOutage: (next: TFakeGithubOutage) => {
      outage = next;
    },
    recover: () => {
      outage = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type TFakeGithub = Awaited<ReturnType<typeof startFakeGithub>>;
