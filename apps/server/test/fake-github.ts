import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeGithubContent, type TFakeFileContent } from './fake-github-content';

/**
 * How the whole fake misbehaves until `recover()`: a status (5xx), no answer at all (the client's
 * timeout fires), or a spent rate limit as GitHub sends it (403 or 429, `x-ratelimit-remaining: 0`,
 * `retry-after` seconds or `x-ratelimit-reset` epoch seconds).
 */
export type TFakeGithubOutage =
  | { mode: 'status'; status: number }
  | { mode: 'hang' }
  | { mode: 'rate-limit'; status?: 403 | 429; retryAfterSeconds?: number; resetEpochSeconds?: number };

type TRepoFilesBody = {
  owner: string;
  repo: string;
  ref: string;
  files: Record<string, string | { base64: string }>;
  sha?: string;
};
type TReleaseBody = {
  owner: string;
  repo: string;
  tag: string;
  assets: ({ name: string; text: string } | { name: string; base64: string })[];
  /** The release's description (GitHub's `body`). */
  body?: string | null;
};

/**
 * A fake of the code-hosting REST API on 127.0.0.1: `GET /users/{name}` and
 * `GET /repos/{owner}/{repo}`, answering as the real API does, and the contents builds are made
 * from (see createFakeGithubContent): commits by ref, tarballs and release assets, whose
 * downloads redirect to a second origin of the fake (`downloadUrl`), as GitHub's do to codeload
 * and its asset storage. Tests add users, repos, files and releases, make any path fail with a
 * status, or make every path of both origins fail (`startOutage`) until `recover()`.
 * Processes that do not hold this object (the browser journeys' workers) do the same over HTTP:
 * `POST /__fake/outage` with a TFakeGithubOutage as JSON body, `POST /__fake/recover`,
 * `POST /__fake/repo-files` with `{ owner, repo, ref, files: { path: text | { base64 } }, sha? }`
 * (answers `{ sha }`) and `POST /__fake/release` with
 * `{ owner, repo, tag, assets: [{ name, text } | { name, base64 }], body? }` (answers `{ assets }`).
 */
export async function startFakeGithub() {
  const users = new Set<string>();
  const repos = new Map<string, { private: boolean }>();
  const failures = new Map<string, number>();
  let outage: TFakeGithubOutage | null = null;
  const requests: { path: string; accept: string | undefined; authorization: string | undefined }[] = [];
  const content = createFakeGithubContent();
  const urls = { apiUrl: '', downloadUrl: '' };
  /** A repository with contents exists (public) unless a test added it otherwise. */
  const ensureRepo = (owner: string, repo: string) => {
    const key = `${owner}/${repo}`.toLowerCase();
    if (!repos.has(key)) repos.set(key, { private: false });
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
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
    content
      .route(req, res, path, urls, send)
      .then((answered) => answered || profiles(req, path, send))
      .catch(() => send(500, { message: 'fake failed' }));
  };
  function profiles(req: IncomingMessage, path: string, send: (s: number, b: unknown) => void) {
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
  }
  function control(path: string, req: IncomingMessage, send: (s: number, b: unknown) => void) {
    if (path === '/__fake/recover') {
      outage = null;
      return send(200, { outage: null });
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        if (path === '/__fake/repo-files') {
          const body = JSON.parse(raw) as TRepoFilesBody;
          ensureRepo(body.owner, body.repo);
          return send(200, { sha: content.addRepoFiles(body.owner, body.repo, body) });
        }
        if (path === '/__fake/release') {
          const body = JSON.parse(raw) as TReleaseBody;
          const list = body.assets.map((asset) => ({
            name: asset.name,
            bytes: 'base64' in asset ? { base64: asset.base64 } : asset.text,
          }));
          ensureRepo(body.owner, body.repo);
          return send(200, {
            assets: content.addRelease(body.owner, body.repo, body.tag, list, { body: body.body ?? null }),
          });
        }
        outage = JSON.parse(raw || '{"mode":"status","status":503}') as TFakeGithubOutage;
        send(200, { outage });
      } catch {
        send(400, { message: 'bad control body' });
      }
    });
  }
  const server: Server = createServer(handler);
  const downloads: Server = createServer(handler);
  const listen = async (target: Server) => {
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  };
  urls.apiUrl = await listen(server);
  urls.downloadUrl = await listen(downloads);

  return {
    url: urls.apiUrl,
    /** The other origin, where tarballs and release assets are downloaded from. */
    downloadUrl: urls.downloadUrl,
    requests,
    addUser: (login: string) => users.add(login),
    addRepo: (fullName: string, options: { private?: boolean } = {}) =>
      repos.set(fullName.toLowerCase(), { private: options.private ?? false }),
    failPath: (path: string, status: number) => failures.set(path, status),
    /** A commit of `owner/repo` with these files, named by `ref` (branch or tag; its SHA names it too). */
    addRepoFiles: (
      owner: string,
      repo: string,
      options: { ref: string; files: Record<string, TFakeFileContent>; sha?: string },
    ) => {
      ensureRepo(owner, repo);
      return content.addRepoFiles(owner, repo, options);
    },
    /**
     * A release `tag` of `owner/repo` with these assets (and its description, `body`); answers
     * their ids and sizes.
     */
    addRelease: (
      owner: string,
      repo: string,
      tag: string,
      assets: { name: string; bytes: TFakeFileContent }[],
      options: { body?: string | null } = {},
    ) => {
      ensureRepo(owner, repo);
      return content.addRelease(owner, repo, tag, assets, options);
    },
    /** Downloads send their body in four parts, `ms` apart (0 = at once). */
    dripDownloads: (ms: number) => {
      content.settings.dripMs = ms;
    },
    startOutage: (next: TFakeGithubOutage) => {
      outage = next;
    },
    recover: () => {
      outage = null;
    },
    close: () =>
      Promise.all(
        [server, downloads].map(
          (target) =>
            new Promise<void>((resolve) => {
              target.close(() => resolve());
              target.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}

export type TFakeGithub = Awaited<ReturnType<typeof startFakeGithub>>;
