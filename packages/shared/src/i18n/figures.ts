import { pickLanguage, type TLanguage } from './languages';

/**
 * How each language writes figures. Spanish follows Ecuador's conventions ('1.234,5', '$1,99'):
 * prices are US dollars, Ecuador's own currency, so its Spanish writes them with a plain '$' where
 * other Spanish locales would add 'US$'. The web's figures and the server's words (notices, mails)
 * both write money this way, so a reader never sees '$1.99' in one place and '$1,99' in another.
 */
export const FIGURE_LOCALES: Record<TLanguage, string> = { es: 'es-EC', en: 'en-US' };

const usdFormats = new Map<TLanguage, Intl.NumberFormat>();

/** Dollars as the language writes them ('$2,50' in Spanish, '$2.50' in English). */
export function formatUsdIn(amount: number, language: string | null | undefined): string {
  const lang = pickLanguage(language);
  let format = usdFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(FIGURE_LOCALES[lang], { style: 'currency', currency: 'USD' });
    usdFormats.set(lang, format);
  }
  return format.format(Number.isFinite(amount) ? amount : 0);
}
