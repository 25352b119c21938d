import { z } from 'zod';
import { PAYOUT_STATUSES } from '../payments/payment.schemas';

// ---- Overview: GET /api/developer/me/overview ----

export const ZDeveloperOverview = z.object({
  apps: z.object({
    total: z.number(),
    published: z.number(),
    underReview: z.number(),
    draft: z.number(),
    suspended: z.number(),
  }),
  views: z.number(),
  /** Refunded sales left out. */
  sales: z.object({
    count: z.number(),
    revenue: z.number(),
    commission: z.number(),
    /** What the developer earned: revenue − commission. */
    net: z.number(),
  }),
  /**
   * pending: what the next payout would pay (the balance when positive); paid: the payouts made;
   * balance: the ledger's balance (negative when a refund after a payout left a debt).
   */
  payouts: z.object({ pending: z.number(), paid: z.number(), balance: z.number() }),
  /** The rate that applies to new sales (projects may carry their own, set by an admin). */
  commissionRate: z.number(),
  isInternal: z.boolean(),
});
export type TDeveloperOverview = z.infer<typeof ZDeveloperOverview>;

// ---- Analytics: GET /api/developer/me/analytics?days, GET /api/developer/me/analytics.csv?days ----

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export const ZAnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_RANGES as readonly number[]).includes(d), 'validation.invalid')
    .default(30),
});

export const ZAnalyticsDay = z.object({
  /** YYYY-MM-DD (UTC); every day of the range is present, zeros included. */
  day: z.string(),
  views: z.number(),
  sales: z.number(),
  revenue: z.number(),
});
export const ZAnalyticsApp = z.object({
  projectId: z.string(),
  name: z.string(),
  status: z.string(),
  views: z.number(),
  sales: z.number(),
  revenue: z.number(),
  /** sales / views in the range (0 when there were no views). */
  conversion: z.number(),
});
export const ZDeveloperAnalytics = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(ZAnalyticsDay),
  apps: z.array(ZAnalyticsApp),
  totals: z.object({ views: z.number(), sales: z.number(), revenue: z.number(), conversion: z.number() }),
});
export type TDeveloperAnalytics = z.infer<typeof ZDeveloperAnalytics>;

// ---- Payouts: GET /api/developer/me/sales ----

export const ZDeveloperSale = z.object({
  saleId: z.string(),
  date: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  amount: z.number(),
  commissionRate: z.number(),
  commission: z.number(),
  net: z.number(),
  payoutStatus: z.enum(PAYOUT_STATUSES),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
  /** A refunded sale stays listed, marked; it counts in no total. */
  refunded: z.boolean(),
});
export type TDeveloperSale = z.infer<typeof ZDeveloperSale>;
export const ZDeveloperSales = z.object({
  sales: z.array(ZDeveloperSale),
  /** Sums of the listed sales not refunded: amount = commission + net; net = paid + pending. */
  totals: z.object({
    amount: z.number(),
    commission: z.number(),
    net: z.number(),
    paid: z.number(),
    pending: z.number(),
  }),
});
export type TDeveloperSales = z.infer<typeof ZDeveloperSales>;
