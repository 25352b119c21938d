import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type TTarEntry, tarGzBytes } from './archive-fixtures';

/** A file's content: text, bytes, or (over HTTP) `{ base64 }`. */
export type TFakeFileContent = string | Buffer | { base64: string };

type TCommit = { owner: string; repo: string; sha: string; files: Map<string, Buffer> };
type TAsset = { id: number; name: string; bytes: Buffer; owner: string; repo: string; tag: string };
/** A release: its assets and its description (GitHub's `body`, Markdown; null when empty). */
type TRelease = { assets: TAsset[]; body: string | null };

const bytesOf = (content: TFakeFileContent) =>
  typeof content === 'string'
    ? Buffer.from(content)
    : Buffer.isBuffer(content)
      ? content
      : Buffer.from(content.base64, 'base64');
const keyOf = (owner: string, repo: string) => `${owner}/${repo}`.toLowerCase();

/**
 * The contents of the fake's repositories: commits with their files (reached by branch, tag or
 * SHA), their tarballs as GitHub builds them, and releases with their assets. The API answers
 * with redirects to the download host (another origin, as codeload and the asset storage are).
 */
export function createFakeGithubContent() {
  const commits = new Map<string, TCommit>();
  /** `owner/repo` → ref → SHA. */
  const refs = new Map<string, Map<string, string>>();
  const releases = new Map<string, Map<string, TRelease>>();
  const assets = new Map<number, TAsset>();
  let nextAssetId = 9000;
  /** A pause before each quarter of a download's body (a slow network), 0 = none. */
  const settings = { dripMs: 0 };
  let commitCount = 0;

  function addRepoFiles(
    owner: string,
    repo: string,
    options: { ref: string; files: Record<string, TFakeFileContent>; sha?: string },
  ): string {
    commitCount += 1;
    const files = new Map(Object.entries(options.files).map(([path, content]) => [path, bytesOf(content)]));
    const sha =
      options.sha ??
      createHash('sha1')
        .update(`${owner}/${repo}@${options.ref}#${commitCount}`)
        .update(JSON.stringify([...files.keys()]))
        .digest('hex');
    commits.set(sha, { owner, repo, sha, files });
    const repoRefs = refs.get(keyOf(owner, repo)) ?? new Map<string, string>();
    repoRefs.set(options.ref, sha);
    refs.set(keyOf(owner, repo), repoRefs);
    return sha;
  }

  function addRelease(
    owner: string,
    repo: string,
    tag: string,
    list: { name: string; bytes: TFakeFileContent }[],
    options: { body?: string | null } = {},
  ) {
    const made = list.map((asset) => {
      nextAssetId += 1;
      const made: TAsset = {
        id: nextAssetId,
        name: asset.name,
        bytes: bytesOf(asset.bytes),
        owner,
        repo,
        tag,
      };
      assets.set(made.id, made);
      return made;
    });
    const repoReleases = releases.get(keyOf(owner, repo)) ?? new Map<string, TRelease>();
    repoReleases.set(tag, { assets: made, body: options.body ?? null });
    releases.set(keyOf(owner, repo), repoReleases);
    return made.map(({ id, name, bytes }) => ({ id, name, size: bytes.length }));
  }

  /** The commit a ref names: a branch or tag, a whole SHA or one of 7+ characters. */
  function commitOf(owner: string, repo: string, ref: string): TCommit | undefined {
    const sha = refs.get(keyOf(owner, repo))?.get(ref);
    if (sha) return commits.get(sha);
    if (!/^[0-9a-f]{7,40}$/.test(ref)) return undefined;
    return [...commits.values()].find(
      (commit) => keyOf(commit.owner, commit.repo) === keyOf(owner, repo) && commit.sha.startsWith(ref),
    );
  }

  /** The tarball of a commit: a pax global header with the SHA, then everything under `{owner}-{repo}-{sha7}/`. */
  function tarballOf(commit: TCommit) {
    const top = `${commit.owner}-${commit.repo}-${commit.sha.slice(0, 7)}`;
    const folders = new Set<string>();
    for (const path of commit.files.keys()) {
      const segments = path.split('/');
      for (let end = 1; end < segments.length; end += 1) folders.add(segments.slice(0, end).join('/'));
    }
    const entries: TTarEntry[] = [
      { name: `${top}/`, type: 'directory' },
      ...[...folders].sort().map((folder): TTarEntry => ({ name: `${top}/${folder}/`, type: 'directory' })),
      ...[...commit.files].map(([path, content]): TTarEntry => ({ name: `${top}/${path}`, content })),
    ];
    return tarGzBytes(entries, { paxGlobalComment: commit.sha });
  }

  function assetJson(asset: TAsset, apiUrl: string, downloadUrl: string) {
    return {
      id: asset.id,
      name: asset.name,
      size: asset.bytes.length,
      state: 'uploaded',
      content_type: 'application/zip',
      url: `${apiUrl}/repos/${asset.owner}/${asset.repo}/releases/assets/${asset.id}`,
      browser_download_url: `${downloadUrl}/__download/${asset.id}/${encodeURIComponent(asset.name)}`,
    };
  }

  /**
   * Answers the GETs of contents; false when `path` is none of them. `apiUrl` and `downloadUrl`
   * are the fake's two origins.
   */
  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    urls: { apiUrl: string; downloadUrl: string },
    send: (status: number, body: unknown) => void,
  ): Promise<boolean> {
    if (req.method !== 'GET') return false;
    /**
     * Bytes as the download hosts send them: assets with their length, tarballs streamed (chunked,
     * no length), in four parts `dripMs` apart when set.
     */
    const sendBytes = async (bytes: Buffer, type: string, withLength: boolean) => {
      res.writeHead(200, {
        'content-type': type,
        ...(withLength ? { 'content-length': String(bytes.length) } : {}),
      });
      const part = Math.ceil(bytes.length / 4);
      for (let start = 0; start < bytes.length; start += part) {
        if (settings.dripMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.dripMs));
        if (res.destroyed) return; // the client stopped reading
        res.write(bytes.subarray(start, start + part));
      }
      res.end();
    };
    const redirect = (location: string) => {
      res.writeHead(302, { location });
      res.end();
    };
    const repoKnown = (owner: string, repo: string) =>
      refs.has(keyOf(owner, repo)) || releases.has(keyOf(owner, repo));

    const commitMatch = /^\/repos\/([^/]+)\/([^/]+)\/commits\/(.+)$/.exec(path);
    if (commitMatch) {
      const [, owner = '', repo = '', ref = ''] = commitMatch;
      const commit = commitOf(owner, repo, ref);
      if (commit)
        send(200, { sha: commit.sha, html_url: `https://github.com/${owner}/${repo}/commit/${commit.sha}` });
      else if (repoKnown(owner, repo)) send(422, { message: `No commit found for SHA: ${ref}` });
      else send(404, { message: 'Not Found' });
      return true;
    }
    const tarballMatch = /^\/repos\/([^/]+)\/([^/]+)\/tarball\/(.+)$/.exec(path);
    if (tarballMatch) {
      const [, owner = '', repo = '', ref = ''] = tarballMatch;
      const commit = commitOf(owner, repo, ref);
      if (!commit) send(404, { message: 'Not Found' });
      else redirect(`${urls.downloadUrl}/__codeload/${owner}/${repo}/legacy.tar.gz/${commit.sha}`);
      return true;
    }
    const codeloadMatch = /^\/__codeload\/([^/]+)\/([^/]+)\/legacy\.tar\.gz\/([0-9a-f]{40})$/.exec(path);
    if (codeloadMatch) {
      const commit = commits.get(codeloadMatch[3] ?? '');
      if (!commit) send(404, { message: 'Not Found' });
      else await sendBytes(await tarballOf(commit), 'application/x-gzip', false);
      return true;
    }
    const releaseMatch = /^\/repos\/([^/]+)\/([^/]+)\/releases\/tags\/(.+)$/.exec(path);
    if (releaseMatch) {
      const [, owner = '', repo = '', tag = ''] = releaseMatch;
      const release = releases.get(keyOf(owner, repo))?.get(tag);
      if (!release) send(404, { message: 'Not Found' });
      else
        send(200, {
          tag_name: tag,
          name: tag,
          // The description as its author wrote it (Markdown), null when empty, as GitHub answers.
          body: release.body,
          draft: false,
          prerelease: false,
          assets: release.assets.map((asset) => assetJson(asset, urls.apiUrl, urls.downloadUrl)),
        });
      return true;
    }
    const assetMatch = /^\/repos\/([^/]+)\/([^/]+)\/releases\/assets\/(\d+)$/.exec(path);
    if (assetMatch) {
      const asset = assets.get(Number(assetMatch[3]));
      const mine =
        asset && keyOf(asset.owner, asset.repo) === keyOf(assetMatch[1] ?? '', assetMatch[2] ?? '');
      if (!asset || !mine) send(404, { message: 'Not Found' });
      // The bytes only with this Accept (through the storage host); else the asset's JSON.
      else if (req.headers.accept === 'application/octet-stream')
        redirect(`${urls.downloadUrl}/__download/${asset.id}/${encodeURIComponent(asset.name)}`);
      else send(200, assetJson(asset, urls.apiUrl, urls.downloadUrl));
      return true;
    }
    const downloadMatch = /^\/__download\/(\d+)\/[^/]+$/.exec(path);
    if (downloadMatch) {
      const asset = assets.get(Number(downloadMatch[1]));
      if (!asset) send(404, { message: 'Not Found' });
      else await sendBytes(asset.bytes, 'application/octet-stream', true);
      return true;
    }
    return false;
  }

  return { addRepoFiles, addRelease, route, settings };
}
