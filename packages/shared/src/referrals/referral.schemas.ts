import { z } from 'zod';

/**
 * Referral sources (`?ref=SOURCE` on a public page's address): the source's name, how long a
 * visitor keeps it, and the developer's per-source analytics.
 */

/** A source's name: 1–40 letters, digits, `-` or `_`, kept as written (case counts). */
export const REFERRAL_SOURCE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** Days a visitor keeps the last source they arrived with (the first-party cookie's life). */
export const REFERRAL_WINDOW_DAYS = 30;

/** The first-party cookie that keeps it: `SOURCE.SINCE.VISITOR` (see the server's referral-cookie). */
export const REFERRAL_COOKIE = 'vitrina_ref';

export const isReferralSource = (value: unknown): value is string =>
  typeof value === 'string' && REFERRAL_SOURCE_PATTERN.test(value);

// ---- GET /api/developer/me/analytics/sources?days, GET /api/developer/me/analytics/sources.csv?days ----

export const ZReferralSourceRow = z.object({
  /** The source's name; null: the sales that came with no source ("Sin fuente"). */
  source: z.string().nullable(),
  /** Visits to the developer's pages with this source in the range (once a day per visitor and page); null for the no-source row. */
  visits: z.number().nullable(),
  /** Sales in the range credited to it (refunded sales left out). */
  sales: z.number(),
  /** What those sales' buyers paid, in USD (as the analytics' revenue). */
  revenue: z.number(),
  /** sales / visits (0 without visits); null for the no-source row. */
  conversion: z.number().nullable(),
});
export type TReferralSourceRow = z.infer<typeof ZReferralSourceRow>;

export const ZReferralSources = z.object({
  from: z.string(),
  to: z.string(),
  /** The sources, most sales first, then the no-source row when any sale had none. */
  sources: z.array(ZReferralSourceRow),
  /** An address of one of the developer's published apps with `?ref=` (no origin), for the empty state; null without one. */
  examplePath: z.string().nullable(),
});
export type TReferralSources = z.infer<typeof ZReferralSources>;
