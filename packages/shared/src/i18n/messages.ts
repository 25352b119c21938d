import { adminMessages } from './dictionaries/admin.messages';
import { authMessages } from './dictionaries/auth.messages';
import { commonMessages } from './dictionaries/common.messages';
import { customRequestMessages } from './dictionaries/custom-request.messages';
import { engagementMessages } from './dictionaries/engagement.messages';
import { paymentMessages } from './dictionaries/payment.messages';
import { projectMessages } from './dictionaries/project.messages';

/**
 * Messages that both the server (error bodies) and the web app (form errors) show.
 * Zod schemas in this package use these keys as their messages; each side translates a key
 * with `translateMessage` into the reader's language. Spanish is the fallback.
 */
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'es';

const es = {
  ...commonMessages.es,
  ...authMessages.es,
  ...projectMessages.es,
  ...engagementMessages.es,
  ...paymentMessages.es,
  ...adminMessages.es,
  ...customRequestMessages.es,
};

export type TMessageKey = keyof typeof es;

const en: Record<TMessageKey, string> = {
  ...commonMessages.en,
  ...authMessages.en,
  ...projectMessages.en,
  ...engagementMessages.en,
  ...paymentMessages.en,
  ...adminMessages.en,
  ...customRequestMessages.en,
};

export const messages: Record<TLanguage, Record<TMessageKey, string>> = { es, en };

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(es, key);
}

/** Picks the supported language a language tag or Accept-Language header asks for, else Spanish. */
export function pickLanguage(tag: string | null | undefined): TLanguage {
  if (!tag) return FALLBACK_LANGUAGE;
  for (const part of tag.split(',')) {
    const base = part.trim().slice(0, 2).toLowerCase();
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base)) return base as TLanguage;
  }
  return FALLBACK_LANGUAGE;
}

/** Translates a message key (unknown keys are returned as they are) and fills {{placeholders}}. */
export function translateMessage(
  key: string,
  language: string | null | undefined,
  params: Record<string, string | number> = {},
): string {
  const lang = pickLanguage(language);
  const template = isMessageKey(key) ? messages[lang][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
