import type { TLanguage } from '@vitrina/shared/i18n/languages';

// On the server, the language of the page being rendered (pages in both languages render at once);
// in the browser nothing is set and the active language of i18next applies.
let languageSource: (() => TLanguage | undefined) | undefined;

/** The server's renderer names where the language of the page being rendered comes from. */
export function setLanguageSource(source: () => TLanguage | undefined): void {
  languageSource = source;
}

/** The language of the page being rendered on the server; undefined in the browser. */
export function languageOfRender(): TLanguage | undefined {
  return languageSource?.();
}
