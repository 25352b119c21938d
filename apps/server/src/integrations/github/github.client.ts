import { createGithubDownloads, type TGithubDownloads } from './github-downloads';
import {
  createGithubHttp,
  isUnavailable,
  type TGithubHttpOptions,
  type TGithubLookup,
  unavailableOf,
} from './github-http';

export type {
  TCommitLookup,
  TDownloadResult,
  TGithubDownloads,
  TReleaseLookup,
} from './github-downloads';
export type { TGithubLookup, TGithubUnavailable, TGithubUnavailableReason } from './github-http';

/** The code-hosting service: the checks of profiles and repositories, and the downloads of builds. */
export type TGithubClient = TGithubDownloads & {
  /** Does the public profile `users/{username}` exist? */
  lookupUser(username: string): Promise<TGithubLookup>;
  /** Does `repos/{owner}/{repo}` exist and is it public? */
  lookupPublicRepo(owner: string, repo: string): Promise<TGithubLookup>;
};

export function createGithubClient(options: TGithubHttpOptions): TGithubClient {
  const http = createGithubHttp(options);

  return {
    async lookupUser(username) {
      const result = await http.getJson(`users/${encodeURIComponent(username)}`);
      if (isUnavailable(result)) return result;
      if (result.status === 404) return { kind: 'not_found' };
      if (result.status !== 200) return unavailableOf(result);
      const login = (result.body as { login?: unknown } | null)?.login;
      return typeof login === 'string' && login.toLowerCase() === username.toLowerCase()
        ? { kind: 'found' }
        : { kind: 'unavailable', reason: 'unexpected', retryAfterMs: null };
    },
    async lookupPublicRepo(owner, repo) {
      const result = await http.getJson(`repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`);
      if (isUnavailable(result)) return result;
      if (result.status === 404) return { kind: 'not_found' };
      if (result.status !== 200) return unavailableOf(result);
      const isPrivate = (result.body as { private?: unknown } | null)?.private;
      return isPrivate === true ? { kind: 'not_found' } : { kind: 'found' };
    },
    ...createGithubDownloads(http),
  };
}
