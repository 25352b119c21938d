import { z } from 'zod';
import { ZGithubCheckState } from '../github/github-check.schemas';
import { PAYMENT_PROVIDERS } from './providers';

/** A sale credits the developer's net; a completed refund debits it; a payout debits what was paid. */
export const LEDGER_KINDS = ['SALE', 'REFUND', 'PAYOUT'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

export const ZLedgerQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;

export const ZLedgerEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed, in USD: + credited to the developer, − debited. */
  amount: z.number(),
  /** The balance right after this entry. */
  balanceAfter: z.number(),
  date: z.string(),
  saleId: z.string().nullable(),
  refundId: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** The app of the sale or refund; null for a payout. */
  projectName: z.string().nullable(),
  /** The provider's reference of a payout. */
  reference: z.string().nullable(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** GET /api/developer/me/ledger, GET /api/admin/developers/{id}/ledger: newest entries first. */
export const ZDeveloperLedger = z.object({
  /** Σ of every entry: positive = owed to the developer, negative = the developer owes. */
  balance: z.number(),
  /** What the next payout would pay: the balance when positive, else 0. */
  payable: z.number(),
  /** What the developer owes, recovered from later sales before anything more is paid. */
  owed: z.number(),
  /** Signed sums of each kind (refunds and payouts negative): balance = sales + refunds + payouts. */
  totals: z.object({ sales: z.number(), refunds: z.number(), payouts: z.number() }),
  entries: z.array(ZLedgerEntry),
  currentPage: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type TDeveloperLedger = z.infer<typeof ZDeveloperLedger>;

/** One developer in the admin's payments tab. */
export const ZDeveloperBalance = z.object({
  developerId: z.string(),
  developerName: z.string(),
  developerEmail: z.string(),
  paypalMerchantId: z.string().nullable(),
  balance: z.number(),
  /** What a payout now would pay (0 when nothing is owed). */
  payable: z.number(),
  /** Sales not yet settled by a payout (refunded ones excluded) and their net. */
  unpaidSales: z.number(),
  unpaidNet: z.number(),
  /** Why the developer cannot be paid yet: their GitHub profile check is PENDING or FAILED. */
  githubCheck: ZGithubCheckState.nullable(),
  payoutInProgress: z.boolean(),
  lastPaidAt: z.string().nullable(),
});
export type TDeveloperBalance = z.infer<typeof ZDeveloperBalance>;

/** GET /api/admin/balances: developers with a balance or unsettled sales, largest payable first. */
export const ZDeveloperBalances = z.object({
  developers: z.array(ZDeveloperBalance),
  totals: z.object({ payable: z.number(), owed: z.number() }),
});
export type TDeveloperBalances = z.infer<typeof ZDeveloperBalances>;

/** POST /api/admin/developers/{id}/payout: the developer is paid their positive balance, once. */
export const ZDeveloperPayoutResponse = z.object({
  payoutId: z.string(),
  developerId: z.string(),
  status: z.literal('PAID'),
  amount: z.number(),
  /** The unpaid sales this payout settled. */
  salesSettled: z.number(),
  reference: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: z.string(),
  message: z.string(),
});
export type TDeveloperPayoutResponse = z.infer<typeof ZDeveloperPayoutResponse>;
