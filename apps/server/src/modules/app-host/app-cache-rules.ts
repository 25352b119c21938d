/**
 * How long a browser may keep a file of a hosted build. One build's files must never mix with
 * another's: a file whose name does not change when its content does (`/app.js`) is revalidated on
 * every use (its strong ETag, the SHA-256, answered 304 while it is the same); only a name that
 * carries a hash of its content may be kept for a year without asking. The rule is conservative: a
 * name wrongly taken for hashed would keep an old file in browsers after an update (a bug), a
 * hash not recognised only costs a revalidation.
 */

/** The cache kinds of a hosted file, each with its Cache-Control. */
export type TAppCacheKind = 'page' | 'hashed' | 'revalidate' | 'worker';

export const APP_CACHE_CONTROL: Record<TAppCacheKind, string> = {
  // Pages are never kept: each one re-checks the visitor's right (paid apps) and names the files.
  page: 'private, no-store',
  hashed: 'private, max-age=31536000, immutable',
  revalidate: 'private, no-cache',
  // Service workers and web manifests decide how the installed app updates: never kept long.
  worker: 'private, no-cache',
};

/**
 * Service workers and web manifests, whatever their name carries: `sw.js`, `service-worker.js`,
 * `serviceworker.js` (and any `sw-….js`, `service-worker.….js`), `manifest.json`,
 * `manifest-….json`, `*.webmanifest`.
 */
const WORKER_OR_MANIFEST =
  /^((sw|service-?worker)([-.][^/]*)?\.m?js|manifest([-.][^/]*)?\.json|[^/]*\.webmanifest)$/i;

/** Words bundlers put after a hash (`main.3f2a1b4c.chunk.js`, `app.3f2a1b4c.min.js`). */
const AFTER_HASH = new Set(['chunk', 'min', 'bundle', 'module', 'esm', 'legacy', 'prod', 'production']);

/**
 * A hash mixes letters and digits: a digit between two letters, or a letter between two digits.
 * Names made of a word and a number (`iPhone12`, `facade12`, `SPRITE22`, `Img_1234`) do not.
 */
const interleaves = (token: string) =>
  /[A-Za-z][0-9_]+[A-Za-z]/.test(token) || /[0-9][A-Za-z]+[0-9]/.test(token);
/** webpack's and Parcel's hex content hashes: 8 or more lower-case hex digits. */
const isHexHash = (token: string) => /^[0-9a-f]{8,}$/.test(token) && interleaves(token);
/** esbuild's base32 hashes (`chunk-ABCD2E45.js`): 8 upper-case letters and digits 2-7. */
const isBase32Hash = (token: string) => /^[A-Z2-7]{8}$/.test(token) && interleaves(token);
/**
 * Rollup's and Vite's 8-character base64url hashes (`index-BxY3z_9a.js`): both cases, and never
 * three lower-case letters in a row (a camel-case word: `MacBook2`). A hash holding a '-' is not
 * recognised (the '-' splits the name): it is only revalidated.
 */
const isBase64Hash = (token: string) =>
  /^[A-Za-z0-9_]{8}$/.test(token) &&
  /[a-z]/.test(token) &&
  /[A-Z]/.test(token) &&
  !/[a-z]{3}/.test(token) &&
  interleaves(token);
const isHashToken = (token: string) => isHexHash(token) || isBase32Hash(token) || isBase64Hash(token);

/**
 * Whether a file's name carries a content hash as bundlers write it: a name, then `-` or `.`, then
 * the hash (`index-BxY3z_9a.js`, `main.3f2a1b4c.js`, `main.3f2a1b4c.chunk.css`,
 * `chunk-ABCD2E45.js`, `2.a1b2c3d4.chunk.js`), or a whole name that is a long hex hash
 * (`3f2a1b4c5d6e7f8091a2.js`). Not hashed: `app.js`, `component12.js`, `jquery-3.6.0.min.js`,
 * `icon-arrow_up2.svg`, `photo-iPhone12.png`.
 */
export function hasContentHash(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  if (/^[0-9a-f]{16,}$/.test(stem) && interleaves(stem)) return true;
  const tokens = stem.split(/[-.]/);
  // The hash is the last part of the name, or the one before a bundler's word; never the first part.
  let last = tokens.length - 1;
  if (last >= 2 && AFTER_HASH.has(tokens[last]?.toLowerCase() ?? '')) last -= 1;
  return last >= 1 && isHashToken(tokens[last] ?? '');
}

/** Whether the file is a service worker or a web manifest (by its name). */
export const isWorkerOrManifest = (path: string) =>
  WORKER_OR_MANIFEST.test(path.slice(path.lastIndexOf('/') + 1));

/** The cache kind of a build's file, from its path in the build and whether it is an HTML page. */
export function appCacheKindOf(path: string, html: boolean): TAppCacheKind {
  if (html) return 'page';
  if (isWorkerOrManifest(path)) return 'worker';
  return hasContentHash(path) ? 'hashed' : 'revalidate';
}
