/**
 * Pure pieces of serving an app's files: the manifest path a URL names, byte ranges, conditional
 * requests, what compresses.
 */

/**
 * The manifest path of a request's URL path (without its query): percent-decoded per segment,
 * `.` and empty segments dropped, `..` climbing at most to the root; a path naming a folder (`/`,
 * `/docs/`) names its index.html. null when it cannot name a file (bad encoding, a decoded
 * slash, backslash or control character in a segment, too long).
 */
export function manifestPathOf(urlPath: string): string | null {
  if (urlPath.length > 4096 || !urlPath.startsWith('/')) return null;
  const segments: string[] = [];
  const raw = urlPath.split('/');
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    if (/[/\\\u0000-\u001f\u007f]/.test(segment)) return null;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const last = raw[raw.length - 1];
  const isFolder = segments.length === 0 || last === '' || last === '.' || last === '..';
  if (isFolder) segments.push('index.html');
  return segments.join('/');
}

/** An inclusive byte range of a file, or the reason there is none to answer. */
export type TRangeRequest = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * The single byte range a Range header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clamped
 * to the file. null: no usable range (absent, malformed, another unit or several ranges), so the
 * whole file is answered; 'unsatisfiable': a 416.
 */
export function parseRange(header: string | undefined, size: number): TRangeRequest {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Whether an If-None-Match header names the entity tag (weak comparison, as for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|ecmascript|json|xml|wasm|manifest\+json|x-javascript|[\w.+-]+\+(json|xml))|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon|bmp)|font\/(ttf|otf))/i;

/** Whether a file of this type gets smaller compressed (text, scripts, JSON, SVG, WebAssembly...). */
export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/** Whether the content type is an HTML page (answered never cached, and re-checked for paid apps). */
export const isHtml = (contentType: string) => /^text\/html\b/i.test(contentType);
