import { LANGUAGE_COOKIE, pickLanguage, type TLanguage } from '@vitrina/shared/i18n/languages';
import type { LanguageDetectorModule } from 'i18next';
import { isServerRenderedPage } from './server-page';

/**
 * The reader's language for i18next: on a page the server rendered, the language it was rendered
 * in (the server chose it: ?lang, the language cookie, Accept-Language); otherwise the choice kept
 * in localStorage (`i18nextLng`), then the browser's languages. The language in use is kept in
 * localStorage and in the language cookie, which the server reads to render the next page in it. It does what
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

/** Keeps the language for the server too: a year, every path, first-party only. */
function writeLanguageCookie(language: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser the app supports
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

// A choice kept before the language cookie existed, in another language than the page the server
// rendered (which knew nothing of it): the page switches to it once hydrated.
let earlierChoice: TLanguage | undefined;

/** The reader's earlier choice the server could not know of, once (see earlierChoice). */
export function takeEarlierChoice(): TLanguage | undefined {
  const choice = earlierChoice;
  earlierChoice = undefined;
  return choice;
}

function hasLanguageCookie(): boolean {
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const pageLanguage =
      typeof document !== 'undefined' && isServerRenderedPage() && document.documentElement.lang;
    if (pageLanguage) {
      let stored: string | null = null;
      try {
        stored = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
      } catch {
        // Unreadable: nothing to carry over.
      }
      const named = new URLSearchParams(window.location.search).has('lang');
      if (stored && !named && !hasLanguageCookie() && pickLanguage(stored) !== pickLanguage(pageLanguage)) {
        earlierChoice = pickLanguage(stored);
      }
      return [pageLanguage];
    }
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
    writeLanguageCookie(language);
    try {
      storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered (quota, private mode): the next visit detects again.
    }
  },
};
