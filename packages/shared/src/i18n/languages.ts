/**
 * The product's languages and the rule that picks one, apart from the message dictionaries
 * (messages.ts) so the web app's first screen can use them without loading those.
 */
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'es';
/** The cookie the web app keeps the reader's language in; the server renders pages in it. */
export const LANGUAGE_COOKIE = 'vitrina_lang';

/** Picks the supported language a language tag or Accept-Language header asks for, else Spanish. */
export function pickLanguage(tag: string | null | undefined): TLanguage {
  if (!tag) return FALLBACK_LANGUAGE;
  for (const part of tag.split(',')) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base)) return base as TLanguage;
  }
  return FALLBACK_LANGUAGE;
}

function supported(value: string | null | undefined): TLanguage | undefined {
  return (SUPPORTED_LANGUAGES as readonly (string | null | undefined)[]).includes(value)
    ? (value as TLanguage)
    : undefined;
}

/**
 * The language a public page is rendered in: the address's `?lang=`, else the language cookie
 * (the reader's last choice), else the browser's Accept-Language, else Spanish.
 */
export function resolvePageLanguage(source: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): TLanguage {
  return supported(source.query) ?? supported(source.cookie) ?? pickLanguage(source.acceptLanguage);
}
