/** Why no answer could be had from the code-hosting service. */
export type TGithubUnavailableReason = 'network' | 'timeout' | 'server_error' | 'rate_limited' | 'unexpected';

/**
 * No answer could be had (network error, timeout, 5xx, rate limit, an unexpected reply): the
 * caller keeps the person's work and tries again later, not before `retryAfterMs` when the
 * service said how long to wait.
 */
export type TGithubUnavailable = {
  kind: 'unavailable';
  reason: TGithubUnavailableReason;
  retryAfterMs: number | null;
};

/**
 * What the code-hosting service answered. `found` and `not_found` are definite answers (a private
 * repository is `not_found`: the public API hides it); see TGithubUnavailable for the rest.
 */
export type TGithubLookup = { kind: 'found' } | { kind: 'not_found' } | TGithubUnavailable;

export type TGithubResponse = { status: number; body: unknown; headers: Headers };

export type TGithubHttpOptions = {
  baseUrl: string;
  token?: string;
  /** Until the answer's headers arrive (each request, each redirect). */
  timeoutMs: number;
  /** A whole download, body included (default 5 minutes). */
  downloadTimeoutMs?: number;
};

const DEFAULT_DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

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

/** A reply that is not one of the definite answers: GitHub could not give an answer now. */
export function unavailableOf(response: { status: number; headers: Headers }): TGithubUnavailable {
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

/** DNS failure, refused connection, reset or timeout: the service could not be reached. */
export function unreachable(error: unknown): TGithubUnavailable {
  const name = (error as Error | null)?.name;
  const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
  return { kind: 'unavailable', reason, retryAfterMs: null };
}

/** The REST API's address, headers and JSON reads, shared by the lookups and the downloads. */
export function createGithubHttp(options: TGithubHttpOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;

  /** The headers for `url`: the token goes only to the API's own origin, never to a redirect target elsewhere. */
  function headersFor(url: URL, accept = 'application/vnd.github+json') {
    const headers: Record<string, string> = { Accept: accept, 'User-Agent': 'vitrina-marketplace' };
    if (url.origin === origin) {
      headers['X-GitHub-Api-Version'] = '2022-11-28';
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
    }
    return headers;
  }

  return {
    base,
    timeoutMs: options.timeoutMs,
    downloadTimeoutMs: options.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS,
    headersFor,
    /** GET `path` (relative to the API) with a JSON body when there is one. */
    async getJson(path: string): Promise<TGithubResponse | TGithubUnavailable> {
      const url = new URL(`${base}/${path}`);
      try {
        const response = await fetch(url, {
          headers: headersFor(url),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const body = response.headers.get('content-type')?.includes('json')
          ? await response.json().catch(() => null)
          : null;
        return { status: response.status, body, headers: response.headers };
      } catch (error) {
        return unreachable(error);
      }
    },
  };
}

export type TGithubHttp = ReturnType<typeof createGithubHttp>;

/** The unavailable answer itself, or the response to read. */
export const isUnavailable = (result: TGithubResponse | TGithubUnavailable): result is TGithubUnavailable =>
  'kind' in result;
