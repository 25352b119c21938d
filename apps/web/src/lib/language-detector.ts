import type { LanguageDetectorModule } from 'i18next';

/**
 * The reader's language for i18next: the choice kept in localStorage (`i18nextLng`), then the
 * browser's languages; a language switched to is kept there. It does what
 * i18next-browser-languagedetector did with `order: ['localStorage', 'navigator']` and
 * `caches: ['localStorage']`, in a fraction of its size.
 */

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Language codes i18next accepts from outside (the rule of i18next's isSafeLanguageCode). */
export function isSafeLanguageCode(code: unknown): code is string {
  return (
    typeof code === 'string' &&
    /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
    !code.includes('..') &&
    !['__proto__', 'constructor', 'prototype'].includes(code)
  );
}

interface TNavigatorLanguages {
  languages?: readonly string[];
  language?: string;
  userLanguage?: string;
}

/** The candidates, best first: the stored choice, then navigator.languages, userLanguage, language. */
export function detectLanguages(
  stored: string | null | undefined,
  nav: TNavigatorLanguages | undefined,
): string[] {
  const found: string[] = [];
  if (stored) found.push(stored);
  if (nav) {
    if (nav.languages) found.push(...nav.languages);
    if (nav.userLanguage) found.push(nav.userLanguage);
    if (nav.language) found.push(nav.language);
  }
  return found.filter(isSafeLanguageCode);
}

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    return undefined; // Blocked storage (privacy settings) throws on access.
  }
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    let stored: string | null = null;
    try {
      stored = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    } catch {
      // Unreadable: fall back to the browser's languages.
    }
    return detectLanguages(stored, typeof navigator === 'undefined' ? undefined : navigator);
  },
  cacheUserLanguage(language: string) {
    if (language === 'cimode') return;
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered (quota, private mode): the next visit detects again.
    }
  },
};
