import type { TLanguage } from '@vitrina/shared/i18n/messages';

/**
 * The supported languages and the rule that picks one, as in @vitrina/shared/i18n/messages
 * (languages.test.ts keeps them in step), without that module's dictionaries of server
 * messages: those load only when an error needs one (lib/api-client).
 */

export type { TLanguage };

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const satisfies readonly TLanguage[];
export const FALLBACK_LANGUAGE: TLanguage = 'es';

/** Picks the supported language a language tag or Accept-Language header asks for, else Spanish. */
export function pickLanguage(tag: string | null | undefined): TLanguage {
  if (!tag) return FALLBACK_LANGUAGE;
  for (const part of tag.split(',')) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base)) return base as TLanguage;
  }
  return FALLBACK_LANGUAGE;
}
