import {
  LANGUAGE_COOKIE,
  resolvePageLanguage,
  SUPPORTED_LANGUAGES,
  type TLanguage,
} from '@vitrina/shared/i18n/languages';
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

/** A year: the language cookie lasts as long when the web app writes it (lib/language-detector). */
const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * The Set-Cookie that keeps a language a page address names (`?lang=en`): following the language
 * switch's link (a page read without JavaScript, or before its script has run) chooses that
 * language for the next pages too, as the switch does in the browser. Null when the address names
 * none (or one the product does not speak).
 */
export function languageChoiceCookie(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!isPageAddress(request.url)) return null;
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof lang !== 'string' || !(SUPPORTED_LANGUAGES as readonly string[]).includes(lang)) return null;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * A page address without its referral parameter (`ref`, see modules/referrals): the source never
 * changes the page, so the page is rendered and kept in the read cache as if it were not there (one
 * copy per page, however many sources link to it). The other parameters are kept as written.
 */
export function withoutReferralParam(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const params = url.slice(start + 1).split('&');
  const kept = params.filter((param) => param !== 'ref' && !param.startsWith('ref='));
  if (kept.length === params.length) return url;
  return kept.length > 0 ? `${url.slice(0, start)}?${kept.join('&')}` : url.slice(0, start);
}
