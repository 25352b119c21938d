import {
  FALLBACK_LANGUAGE,
  pickLanguage,
  SUPPORTED_LANGUAGES,
  type TLanguage,
} from '@vitrina/shared/i18n/languages';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import bootEn from '../locales/en/boot.json';
import bootEs from '../locales/es/boot.json';
import { languageDetector } from './language-detector';

/**
 * i18next set-up. Spanish is the default and fallback; the choice comes from localStorage
 * (`i18nextLng`), then the browser. Only the active language's files are downloaded: the tiny
 * `boot` namespace (the start-up screen) is bundled so it can show before anything loads.
 */

// Each language's namespaces are plain JSON files (hashed names, cached for good), fetched as
// data rather than run as scripts. `?url` keeps them out of the bundle; none is inlined (vite.config).
const urls = import.meta.glob<string>(['../locales/*/*.json', '!../locales/*/boot.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});

async function fetchNamespace(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return (await response.json()) as Record<string, unknown>;
}

// The language being switched to; i18next also asks for the fallback (Spanish) while it loads
// English, which would download a second language nobody reads (keys are kept in step).
let targetLanguage: string | undefined;

function loadNamespace(language: string, namespace: string) {
  // The server's renderer holds every translation already (ssr/server-i18n).
  if (typeof window === 'undefined') return Promise.resolve(null);
  const active = pickLanguage(targetLanguage ?? i18n.language);
  if (language !== active) return Promise.resolve(null);
  const url = urls[`../locales/${language}/${namespace}.json`];
  return url ? fetchNamespace(url) : Promise.resolve(null);
}

/** Hands i18next the namespaces loadNamespace fetches (null: nothing to load for that language). */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

i18n.on('languageChanging', (language: string | undefined) => {
  targetLanguage = language;
});

i18n.on('languageChanged', (language: string) => {
  targetLanguage = undefined;
  if (typeof document !== 'undefined') document.documentElement.lang = pickLanguage(language);
});

void i18n
  .use(languageDetector)
  .use(backend)
  .use(initReactI18next)
  .init({
    resources: { es: { boot: bootEs }, en: { boot: bootEn } },
    partialBundledLanguages: true,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: true },
    returnNull: false,
  });

/** The active language as one of the supported codes ('es' | 'en'). */
export function getCurrentLanguage(): TLanguage {
  return pickLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * Switches language; the detector keeps the choice (localStorage and the language cookie). An
 * address that named a language (?lang=) no longer does, so a reload keeps the choice.
 */
export async function setLanguage(language: TLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
}

/** Resolves once i18next has started (its language chosen, the default namespace loaded). */
export function i18nReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}

/** Loads namespaces ahead of a lazy route so the screen renders without a second wait. */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export { i18n };
