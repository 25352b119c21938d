import { FIGURE_LOCALES } from '@vitrina/shared/i18n/figures';
import { pickLanguage } from '@vitrina/shared/i18n/languages';
import i18next from 'i18next';
import { numberFormat } from './intl-formats';

/**
 * The locale to write figures in (see FIGURE_LOCALES: Spanish writes dollars as Ecuador does):
 * the given language, else the page's (i18next's active one).
 */
export function figureLocale(language?: string): string {
  return FIGURE_LOCALES[pickLanguage(language ?? i18next.resolvedLanguage ?? i18next.language)];
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** A whole number with the reader's digit grouping ('12.345' in Spanish, '12,345' in English). */
export function formatCount(value: number, language?: string): string {
  return numberFormat(figureLocale(language)).format(finite(value));
}

/** A number with a fixed count of decimals ('4,5' / '4.5'), such as an average rating. */
export function formatDecimal(value: number, digits: number, language?: string): string {
  return numberFormat(figureLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(finite(value));
}

/** A number with at most `digits` decimals ('1,5' / '1.5'), such as a file size. */
export function formatAmount(value: number, digits: number, language?: string): string {
  return numberFormat(figureLocale(language), { maximumFractionDigits: digits }).format(finite(value));
}

/** A share (0.125 = 12.5 %) as a percentage ('12,5%' / '12.5%'), with at most `digits` decimals. */
export function formatShare(share: number, digits = 2, language?: string): string {
  return numberFormat(figureLocale(language), {
    style: 'percent',
    maximumFractionDigits: digits,
  }).format(finite(share));
}
