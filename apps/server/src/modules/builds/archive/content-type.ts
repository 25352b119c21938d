import mime from 'mime-types';

/** Types whose text is UTF-8 when no charset is named (mime-types names it for text/* and JSON). */
const TEXTUAL = /^(text\/.+|application\/(javascript|json|xml)|image\/svg\+xml|.+\+(json|xml))$/;

/**
 * The Content-Type a hosted file is served with, from its extension: `text/html; charset=utf-8`,
 * `text/javascript; charset=utf-8`, `image/svg+xml; charset=utf-8`, `image/png`, …; unknown
 * extensions (and none) are `application/octet-stream`.
 */
export function contentTypeOf(path: string): string {
  const type = mime.lookup(path);
  if (!type) return 'application/octet-stream';
  const full = mime.contentType(type) || type;
  if (full.includes('charset=') || !TEXTUAL.test(type)) return full;
  return `${type}; charset=utf-8`;
}
