const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Price 0 (or less) means free (spec section 3). */
export function isFree(price: number): boolean {
  return !(price > 0);
}

/** '$9.99' (the spec shows prices with a $ prefix, in USD). */
export function formatPrice(price: number, currency = 'USD'): string {
  if (currency === 'USD') return usd.format(price);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price);
  } catch {
    return usd.format(price);
  }
}

/** The discount, in whole percent, when the original price is higher than the price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || !(originalPrice > price) || price < 0) return null;
  const percent = Math.round((1 - price / originalPrice) * 100);
  return percent > 0 ? percent : null;
}

/** A date in the reader's language ('18 de noviembre de 2026'), or '' when it does not parse. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** A whole number in the reader's language ('1.234' / '1,234'). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** An average rating for display: within 0-5, one decimal ('4.5' / '4,5'). */
export function formatRating(value: number, language: string): string {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    clamped,
  );
}
