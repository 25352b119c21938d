import { open, rm } from 'node:fs/promises';
import {
  isUnavailable,
  type TGithubHttp,
  type TGithubUnavailable,
  unavailableOf,
  unreachable,
} from './github-http';

/** A branch, tag or commit of a repository, as the commit it names now. */
export type TCommitLookup = { kind: 'found'; sha: string } | { kind: 'not_found' } | TGithubUnavailable;

/** A release's .zip asset to download. */
export type TReleaseLookup =
  | {
      kind: 'found';
      assetId: number;
      name: string;
      size: number;
      /** The release's description as its author wrote it (Markdown), null when it has none. */
      body: string | null;
    }
  | { kind: 'not_found'; what: 'release' | 'asset' }
  | TGithubUnavailable;

/** A download written to its destination (`bytes` long), or why not (nothing is left at the destination). */
export type TDownloadResult =
  | { kind: 'found'; bytes: number }
  | { kind: 'not_found' }
  | { kind: 'too_large'; maxBytes: number }
  | TGithubUnavailable;

export type TGithubDownloads = {
  /** The commit `ref` (branch, tag or SHA) names in `owner/repo`; not_found when either is unknown. */
  resolveCommit(owner: string, repo: string, ref: string): Promise<TCommitLookup>;
  /**
   * The release `tag`'s .zip asset: the one named `assetName`, or (null) its only .zip. No such
   * release → not_found release; no such .zip, or several and none named → not_found asset.
   */
  findRelease(owner: string, repo: string, tag: string, assetName: string | null): Promise<TReleaseLookup>;
  /** Streams the repository at commit `sha` as a .tar.gz to `destPath`, at most `maxBytes`. */
  downloadTarball(
    owner: string,
    repo: string,
    sha: string,
    destPath: string,
    maxBytes: number,
    onBytes?: (bytes: number) => void,
  ): Promise<TDownloadResult>;
  /** Streams a release asset's bytes to `destPath`, at most `maxBytes`. */
  downloadAsset(
    owner: string,
    repo: string,
    assetId: number,
    destPath: string,
    maxBytes: number,
    onBytes?: (bytes: number) => void,
  ): Promise<TDownloadResult>;
};

const SHA1_HEX = /^[0-9a-f]{40}$/;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

const repoPath = (owner: string, repo: string) =>
  `repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
const isSystemError = (error: unknown) => typeof (error as { syscall?: unknown })?.syscall === 'string';
const unexpected: TGithubUnavailable = { kind: 'unavailable', reason: 'unexpected', retryAfterMs: null };

type TAsset = { id?: unknown; name?: unknown; size?: unknown };

export function createGithubDownloads(http: TGithubHttp): TGithubDownloads {
  /** One request, its headers awaited for at most timeoutMs; the body is bounded by `total` alone. */
  async function request(url: URL, accept: string | undefined, total: AbortSignal) {
    const answered = new AbortController();
    const timer = setTimeout(
      () => answered.abort(new DOMException('no answer in time', 'TimeoutError')),
      http.timeoutMs,
    );
    try {
      return await fetch(url, {
        headers: http.headersFor(url, accept),
        redirect: 'manual',
        signal: AbortSignal.any([total, answered.signal]),
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Writes the body to `destPath`, stopping past `maxBytes`; the file is removed unless complete. */
  async function save(
    body: ReadableStream<Uint8Array>,
    destPath: string,
    maxBytes: number,
    onBytes?: (bytes: number) => void,
  ): Promise<TDownloadResult> {
    const file = await open(destPath, 'w', 0o600);
    let bytes = 0;
    let complete = false;
    try {
      for await (const chunk of body) {
        bytes += chunk.byteLength;
        // Leaving the loop cancels the rest of the body.
        if (bytes > maxBytes) return { kind: 'too_large', maxBytes };
        await file.write(chunk);
        onBytes?.(bytes);
      }
      complete = true;
      return { kind: 'found', bytes };
    } finally {
      await file.close();
      if (!complete) await rm(destPath, { force: true });
    }
  }

  /** GET `path` of the API, following redirects (to other hosts without the token), into `destPath`. */
  async function download(
    path: string,
    accept: string | undefined,
    destPath: string,
    maxBytes: number,
    onBytes?: (bytes: number) => void,
  ): Promise<TDownloadResult> {
    const total = AbortSignal.timeout(http.downloadTimeoutMs);
    let url = new URL(`${http.base}/${path}`);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const response = await request(url, accept, total);
        const location = response.headers.get('location');
        if (REDIRECTS.has(response.status) && location) {
          await response.body?.cancel();
          url = new URL(location, url);
          continue;
        }
        if (response.status !== 200 || !response.body) {
          await response.body?.cancel();
          return response.status === 404 ? { kind: 'not_found' } : unavailableOf(response);
        }
        const declared = Number(response.headers.get('content-length') ?? Number.NaN);
        if (declared > maxBytes) {
          await response.body.cancel();
          return { kind: 'too_large', maxBytes };
        }
        return await save(response.body, destPath, maxBytes, onBytes);
      }
      return unexpected; // a redirect loop
    } catch (error) {
      // The disk, not the network: the caller's error to see.
      if (isSystemError(error)) throw error;
      return unreachable(error);
    }
  }

  return {
    async resolveCommit(owner, repo, ref) {
      const result = await http.getJson(`${repoPath(owner, repo)}/commits/${encodeURIComponent(ref)}`);
      if (isUnavailable(result)) return result;
      // 422: "No commit found for SHA" (an unknown ref).
      if (result.status === 404 || result.status === 422) return { kind: 'not_found' };
      if (result.status !== 200) return unavailableOf(result);
      const sha = (result.body as { sha?: unknown } | null)?.sha;
      return typeof sha === 'string' && SHA1_HEX.test(sha) ? { kind: 'found', sha } : unexpected;
    },

    async findRelease(owner, repo, tag, assetName) {
      const result = await http.getJson(`${repoPath(owner, repo)}/releases/tags/${encodeURIComponent(tag)}`);
      if (isUnavailable(result)) return result;
      if (result.status === 404) return { kind: 'not_found', what: 'release' };
      if (result.status !== 200) return unavailableOf(result);
      const assets = (result.body as { assets?: unknown } | null)?.assets;
      if (!Array.isArray(assets)) return unexpected;
      const zips = (assets as TAsset[]).filter(
        (asset): asset is { id: number; name: string; size: number } =>
          typeof asset.id === 'number' &&
          typeof asset.name === 'string' &&
          typeof asset.size === 'number' &&
          asset.name.toLowerCase().endsWith('.zip'),
      );
      const chosen =
        assetName === null
          ? zips.length === 1
            ? zips[0]
            : undefined
          : zips.find((a) => a.name === assetName);
      const body = (result.body as { body?: unknown }).body;
      return chosen
        ? {
            kind: 'found',
            assetId: chosen.id,
            name: chosen.name,
            size: chosen.size,
            body: typeof body === 'string' ? body : null,
          }
        : { kind: 'not_found', what: 'asset' };
    },

    downloadTarball(owner, repo, sha, destPath, maxBytes, onBytes) {
      // Answered with a redirect to the archive host (codeload), followed without the token.
      const path = `${repoPath(owner, repo)}/tarball/${encodeURIComponent(sha)}`;
      return download(path, undefined, destPath, maxBytes, onBytes);
    },

    downloadAsset(owner, repo, assetId, destPath, maxBytes, onBytes) {
      // With this Accept the API answers the bytes (through a redirect to its storage), not the JSON.
      const path = `${repoPath(owner, repo)}/releases/assets/${assetId}`;
      return download(path, 'application/octet-stream', destPath, maxBytes, onBytes);
    },
  };
}
