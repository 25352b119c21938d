import { LANGUAGE_COOKIE, resolvePageLanguage, type TLanguage } from '@vitrina/shared/i18n/languages';
import type { FastifyRequest } from 'fastify';

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * A page of the web app (not the API, not a file): the server renders the public ones and answers
 * the others with the app's shell.
 */
export function isPageAddress(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return path !== '/api' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
}

/** The language a page is rendered in: ?lang=, else the language cookie, else Accept-Language. */
export function pageLanguageOf(request: FastifyRequest): TLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const cookie = LANGUAGE_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
  return resolvePageLanguage({
    query: typeof query?.lang === 'string' ? query.lang : null,
    cookie: cookie ? decodeURIComponent(cookie) : null,
    acceptLanguage: request.headers['accept-language'],
  });
}
