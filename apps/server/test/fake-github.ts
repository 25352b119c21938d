import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the code-hosting REST API on 127.0.0.1: `GET /users/{name}` and
 * `GET /repos/{owner}/{repo}`, answering as the real API does. Tests add users and repos,
 * and can make any path fail with a status.
 */
export async function startFakeGithub() {
  const users = new Set<string>();
  const repos = new Map<string, { private: boolean }>();
  const failures = new Map<string, number>();
  const requests: { path: string; accept: string | undefined; authorization: string | undefined }[] = [];

  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '/');
    requests.push({ path, accept: req.headers.accept, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addUser: (login: string) => users.add(login),
    addRepo: (fullName: string, options: { private?: boolean } = {}) =>
      repos.set(fullName.toLowerCase(), { private: options.private ?? false }),
    failPath: (path: string, status: number) => failures.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TFakeGithub = Awaited<ReturnType<typeof startFakeGithub>>;
