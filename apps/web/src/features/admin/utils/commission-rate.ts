/**
 * A developer's own commission is a rate (0.125) on the wire and a percentage ('12.5') in the
 * form; an empty field means the platform's rate (null).
 */

/** The percentage to show in the field: '' for the platform's rate, else up to two decimals. */
export function rateToPercentInput(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '';
  // Rounded in hundredths of a percent: 0.07 * 100 is 7.000000000000001 in floating point.
  return String(Math.round(rate * 10_000) / 100);
}

/** The result of reading the percentage field: a rate, the platform's (null), or not a number. */
export type TParsedPercent = { ok: true; rate: number | null } | { ok: false };

/**
 * Reads what the admin typed: '' is the platform's rate; '12,5' and '12.5 %' both mean 0.125.
 * Out-of-range values are returned as rates too: the shared schema refuses them with its message.
 */
export function percentInputToRate(text: string): TParsedPercent {
  const clean = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (clean === '') return { ok: true, rate: null };
  if (!/^-?\d+(\.\d+)?$/.test(clean)) return { ok: false };
  const percent = Number(clean);
  return { ok: true, rate: Math.round(percent * 100) / 10_000 };
}
