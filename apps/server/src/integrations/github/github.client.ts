/**
 * What the code-hosting service answered. `found` and `not_found` are definite answers (a private
 * repository is `not_found`: the public API hides it). `unavailable` means no answer could be had
 * (network error, timeout, 5xx, rate limit, an unexpected reply): the caller keeps the person's
 * work and checks again later, not before `retryAfterMs` when the service said how long to wait.
 */
export type TGithubLookup =
  | { kind: 'found' }
  | { kind: 'not_found' }
  | { kind: 'unavailable'; reason: TGithubUnavailableReason; retryAfterMs: number | null };

export type TGithubUnavailableReason = 'network' | 'timeout' | 'server_error' | 'rate_limited' | 'unexpected';

export type TGithubClient = {
  /** Does the public profile `users/{username}` exist? */
  lookupUser(username: string): Promise<TGithubLookup>;
  /** Does `repos/{owner}/{repo}` exist and is it public? */
  lookupPublicRepo(owner: string, repo: string): Promise<TGithubLookup>;
};

type TResponse = { status: number; body: unknown; headers: Headers };

/**
 * How long GitHub asked us to wait: `retry-after` (seconds) on secondary limits, else
 * `x-ratelimit-reset` (epoch seconds) when the primary limit is spent.
 */
function retryAfterOf(headers: Headers, now: number): number | null {
  const retryAfter = Number(headers.get('retry-after'));
  if (headers.get('retry-after') !== null && Number.isFinite(retryAfter) && retryAfter >= 0)
    return retryAfter * 1000;
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (headers.get('x-ratelimit-reset') !== null && Number.isFinite(reset))
    return Math.max(0, reset * 1000 - now);
  return null;
}

/** A reply that is neither 200 nor 404: GitHub could not give an answer now. */
function unavailableOf(response: TResponse): TGithubLookup {
  const limited =
    response.status === 429 ||
    (response.status === 403 &&
      (response.headers.get('x-ratelimit-remaining') === '0' || response.headers.has('retry-after')));
  if (limited)
    return {
      kind: 'unavailable',
      reason: 'rate_limited',
      retryAfterMs: retryAfterOf(response.headers, Date.now()),
    };
  return {
    kind: 'unavailable',
    reason: response.status >= 500 ? 'server_error' : 'unexpected',
    retryAfterMs: null,
  };
}

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

  async function get(path: string): Promise<TResponse | TGithubLookup> {
    try {
      const response = await fetch(`${base}/${path}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = response.headers.get('content-type')?.includes('json')
        ? await response.json().catch(() => null)
        : null;
      return { status: response.status, body, headers: response.headers };
    } catch (error) {
      // DNS failure, refused connection, reset or timeout: the service could not be reached.
      const name = (error as Error | null)?.name;
      const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
      return { kind: 'unavailable', reason, retryAfterMs: null };
    }
  }

  return {
    async lookupUser(username) {
      const result = await get(`users/${encodeURIComponent(username)}`);
      if ('kind' in result) return result;
      if (result.status === 404) return { kind: 'not_found' };
      if (result.status !== 200) return unavailableOf(result);
      const login = (result.body as { login?: unknown } | null)?.login;
      return typeof login === 'string' && login.toLowerCase() === username.toLowerCase()
        ? { kind: 'found' }
        : { kind: 'unavailable', reason: 'unexpected', retryAfterMs: null };
    },
    async lookupPublicRepo(owner, repo) {
      const result = await get(`repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`);
      if ('kind' in result) return result;
      if (result.status === 404) return { kind: 'not_found' };
      if (result.status !== 200) return unavailableOf(result);
      const isPrivate = (result.body as { private?: unknown } | null)?.private;
      return isPrivate === true ? { kind: 'not_found' } : { kind: 'found' };
    },
  };
}
