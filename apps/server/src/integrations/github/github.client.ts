/** What the server asks the code-hosting service; behind an interface so tests point it at a fake. */
export type TGithubLookup = 'found' | 'not_found' | 'failed' | 'unreachable';

export type TGithubClient = {
  /** Does the public profile `users/{username}` exist? */
  lookupUser(username: string): Promise<TGithubLookup>;
  /** Does `repos/{owner}/{repo}` exist and is it public? */
  lookupPublicRepo(owner: string, repo: string): Promise<TGithubLookup>;
};

export function createGithubClient(options: {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
}): TGithubClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'vitrina-marketplace',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  async function get(path: string): Promise<{ status: number; body: unknown } | 'unreachable'> {
    try {
      const response = await fetch(`${base}/${path}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = response.headers.get('content-type')?.includes('json')
        ? await response.json().catch(() => null)
        : null;
      return { status: response.status, body };
    } catch {
      // DNS failure, refused connection, reset or timeout: the service could not be reached.
      return 'unreachable';
    }
  }

  return {
    async lookupUser(username) {
      const result = await get(`users/${encodeURIComponent(username)}`);
      if (result === 'unreachable') return 'unreachable';
      if (result.status === 404) return 'not_found';
      if (result.status !== 200) return 'failed';
      const login = (result.body as { login?: unknown } | null)?.login;
      return typeof login === 'string' && login.toLowerCase() === username.toLowerCase() ? 'found' : 'failed';
    },
    async lookupPublicRepo(owner, repo) {
      const result = await get(`repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`);
      if (result === 'unreachable') return 'unreachable';
      if (result.status === 404) return 'not_found';
      if (result.status !== 200) return 'failed';
      const isPrivate = (result.body as { private?: unknown } | null)?.private;
      return isPrivate === true ? 'not_found' : 'found';
    },
  };
}
