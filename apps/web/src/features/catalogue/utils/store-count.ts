import { formatCount } from '../../../lib/number-format';

/** What the store knows of its results: the count (a lower bound when capped) and what is shown. */
export type TStoreCount = { total: number; capped: boolean; shown: number; query?: string };

/**
 * The store's count line as a message key and its values: "12 aplicaciones", "Mostrando 24 de 57
 * resultados para «foto»", or, when the server stopped counting at its cap (a broad search), "Más
 * de 1.000 resultados para «foto»". Figures are written in the reader's language.
 */
export function storeCountView({ total, capped, shown, query }: TStoreCount, language?: string) {
  const partial = shown < total;
  const key = `store.count${query ? 'Search' : ''}${partial ? 'Partial' : ''}${capped ? 'Capped' : ''}`;
  const values: Record<string, string | number> = {
    total: formatCount(total, language),
    shown: formatCount(shown, language),
    query: query ?? '',
  };
  // A capped count is always "more than 1,000": plural, so its messages need no count.
  if (!capped) values.count = total;
  return { key, values };
}
