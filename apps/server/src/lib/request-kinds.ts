import type { FastifyRequest } from 'fastify';

/**
 * Public catalogue reads every visitor sees alike, whatever the query string (no personal fields
 * without a token): shared caches may keep them, and so does the server's public read cache. The
 * sitemap's index and pages are among them (built from the catalogue, emptied with it on writes).
 */
const SITEMAP = /^\/sitemap(-[a-z]+)?\.xml(\?|$)/;
const SHARED_READS = [
  /^\/api\/project\/(simplified|categories|all)(\?|$)/,
  /^\/api\/config(\?|$)/,
  // An app's approved versions and their notes (its public page's "What's new").
  /^\/api\/project\/[^/?]+\/versions(\?|$)/,
  SITEMAP,
];

/** The sitemap's index and pages: the same in every language (they list every language's address). */
export const isSitemap = (url: string) => SITEMAP.test(url);

export function isSharedRead(url: string): boolean {
  return SHARED_READS.some((pattern) => pattern.test(url));
}

/** A speculative load: browsers mark it with Sec-Purpose; the store's preloading sends Purpose. */
export function isPrefetch(request: FastifyRequest): boolean {
  const purpose = `${request.headers.purpose ?? ''} ${request.headers['sec-purpose'] ?? ''}`;
  return purpose.includes('prefetch');
}
