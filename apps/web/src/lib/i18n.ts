import {
  FALLBACK_LANGUAGE,
  pickLanguage,
  SUPPORTED_LANGUAGES,
  type TLanguage,
} from '@vitrina/shared/i18n/messages';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import bootEn from '../locales/en/boot.json';
import bootEs from '../locales/es/boot.json';

/**
 * i18next set-up. Spanish is the default and fallback; the choice comes from localStorage
 * (`i18nextLng`), then the browser. Only the active language's files are downloaded: the tiny
 * `boot` namespace (the start-up screen) is bundled so it can show before anything loads.
 */

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/boot.json',
]);

// The language being switched to; i18next also asks for the fallback (Spanish) while it loads
// English, which would download a second language nobody reads (keys are kept in step).
let targetLanguage: string | undefined;

function loadNamespace(language: string, namespace: string) {
  const active = pickLanguage(targetLanguage ?? i18n.language);
  if (language !== active) return Promise.resolve(null);
  const load = loaders[`../locales/${language}/${namespace}.json`];
  return load ? load().then((module) => module.default) : Promise.resolve(null);
}

i18n.on('languageChanging', (language: string | undefined) => {
  targetLanguage = language;
});

i18n.on('languageChanged', (language: string) => {
  targetLanguage = undefined;
  if (typeof document !== 'undefined') document.documentElement.lang = pickLanguage(language);
});

void i18n
  .use(LanguageDetector)
  .use(resourcesToBackend(loadNamespace))
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
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
    interpolation: { escapeValue: false }, // React escapes already
    react: { useSuspense: true },
    returnNull: false,
  });

/** The active language as one of the supported codes ('es' | 'en'). */
export function getCurrentLanguage(): TLanguage {
  return pickLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches language; the detector caches the choice in localStorage. */
export async function setLanguage(language: TLanguage): Promise<void> {
  await i18n.changeLanguage(language);
}

/** Loads namespaces ahead of a lazy route so the screen renders without a second wait. */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export { i18n };
