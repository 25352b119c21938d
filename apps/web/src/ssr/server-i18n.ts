import { SUPPORTED_LANGUAGES, type TLanguage } from '@vitrina/shared/i18n/languages';
import { createInstance, type i18n as TI18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n';

/**
 * Translations on the server: every namespace of both languages is in the bundle, and each language
 * has an instance of its own that never changes language, so pages in Spanish and English render
 * side by side. The app's shared instance holds them too (route modules load their namespaces
 * through it) and speaks the language of this module's pages (renderIn).
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

type TResources = Record<TLanguage, Record<string, Record<string, unknown>>>;

function collectResources(): TResources {
  const resources: TResources = { es: {}, en: {} };
  for (const [path, data] of Object.entries(files)) {
    const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(path);
    const language = match?.[1] as TLanguage | undefined;
    if (!match?.[2] || !language || !(language in resources)) continue;
    resources[language][match[2]] = data;
  }
  return resources;
}

const resources = collectResources();
const namespaces = Object.keys(resources.es);

for (const language of SUPPORTED_LANGUAGES) {
  for (const [namespace, data] of Object.entries(resources[language])) {
    appI18n.addResourceBundle(language, namespace, data, true, true);
  }
}

function instanceFor(language: TLanguage): TI18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'es',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

// Made on first use: the server keeps a module per language, each renders one.
const instances: Partial<Record<TLanguage, TI18n>> = {};

/** The translations of one language, for the pages rendered in it. */
export function serverI18n(language: TLanguage): TI18n {
  instances[language] ??= instanceFor(language);
  return instances[language];
}

/**
 * Makes the app's shared instance speak the one language this module renders in (the server keeps
 * a module per language): getCurrentLanguage() and the figures read it while a page renders.
 */
export function renderIn(language: TLanguage): void {
  void appI18n.changeLanguage(language);
}
