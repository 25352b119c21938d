import type { TLanguage } from '@vitrina/shared/i18n/languages';

/** The parts of an address a link keeps (React Router's location has them). */
interface TAddress {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The address of this page in a language: the same page, its other parameters kept, with `lang`
 * naming the language (the server renders the page in it and keeps the choice in the language
 * cookie). The language switch links to it, so it works before and without the page's script.
 */
export function languageHref(address: TAddress, language: TLanguage): string {
  const params = new URLSearchParams(address.search);
  params.delete('lang');
  params.append('lang', language);
  return `${address.pathname}?${params}${address.hash}`;
}

/**
 * The same address without `lang`, or null when it has none: once the choice is kept (storage
 * and cookie), the address need not name it, and a reload keeps the latest choice.
 */
export function withoutLanguage(address: TAddress): string | null {
  const params = new URLSearchParams(address.search);
  if (!params.has('lang')) return null;
  params.delete('lang');
  const search = params.toString();
  return `${address.pathname}${search ? `?${search}` : ''}${address.hash}`;
}
