import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './providers';

/** Lengths of the texts a refund carries. */
export const REFUND_LIMITS = { reasonMin: 10, reasonMax: 1000, commentMax: 1000 } as const;

/**
 * REQUESTED (solicitado) → APPROVED (aprobado: the provider is being asked) → PENDING (the
 * provider holds it; still "aprobado" to people) → COMPLETED (reembolsado); or REJECTED
 * (rechazado, with the admin's reason) or FAILED (fallido: the provider refused, nothing moved).
 */
export const REFUND_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'PENDING',
  'COMPLETED',
  'REJECTED',
  'FAILED',
] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];
/** States in which a refund is still under way (no new one may start on the sale). */
export const OPEN_REFUND_STATUSES = ['REQUESTED', 'APPROVED', 'PENDING'] as const;
/** Who started it: the buyer (a request within the window) or an admin (a dispute, any time). */
export const REFUND_ORIGINS = ['BUYER', 'ADMIN'] as const;
export type TRefundOrigin = (typeof REFUND_ORIGINS)[number];

/** A reason for a refund or for refusing one: 10 to 1,000 characters. */
export const ZRefundReason = z
  .string({ error: 'refund.reasonRequired' })
  .trim()
  .min(REFUND_LIMITS.reasonMin, { error: 'refund.reasonTooShort' })
  .max(REFUND_LIMITS.reasonMax, { error: 'refund.reasonTooLong' });

/** POST /api/project/{id}/refund-request: the buyer asks for a refund of their purchase. */
export const ZRefundRequestBody = z.object({ reason: ZRefundReason });
export type TRefundRequestBody = z.infer<typeof ZRefundRequestBody>;
/** POST /api/admin/refunds/{id}/reject, POST /api/admin/sales/{id}/refund. */
export const ZRefundDecisionBody = z.object({ reason: ZRefundReason });
export type TRefundDecisionBody = z.infer<typeof ZRefundDecisionBody>;
/** PUT /api/refunds/{id}/developer-comment: the developer's word for the admin. */
export const ZRefundCommentBody = z.object({
  comment: z
    .string({ error: 'refund.commentRequired' })
    .trim()
    .min(1, { error: 'refund.commentRequired' })
    .max(REFUND_LIMITS.commentMax, { error: 'refund.commentTooLong' }),
});
export type TRefundCommentBody = z.infer<typeof ZRefundCommentBody>;

/** The provider's refusal, as the admin reads it: its code and a sentence in the reader's language. */
export const ZRefundFailure = z.object({ code: z.string(), message: z.string() });

/** What the buyer sees of a refund on one of their purchases. */
export const ZPurchaseRefund = z.object({
  id: z.string(),
  status: z.enum(REFUND_STATUSES),
  origin: z.enum(REFUND_ORIGINS),
  reason: z.string(),
  /** The admin's reason when they refused it. */
  decisionNote: z.string().nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TPurchaseRefund = z.infer<typeof ZPurchaseRefund>;

/** A refund as its app's developer and the admins see it. */
export const ZRefund = ZPurchaseRefund.extend({
  saleId: z.string(),
  /** The provider's order id of the sale. */
  orderId: z.string(),
  saleDate: z.string(),
  projectId: z.string(),
  projectSlug: z.string(),
  projectName: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  buyerName: z.string(),
  /** Admins only; null for the developer. */
  buyerEmail: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number(),
  commission: z.number(),
  net: z.number(),
  developerComment: z.string().nullable(),
  developerCommentAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** Why the provider refused it (FAILED). */
  failure: ZRefundFailure.nullable(),
  /** Whether the developer had already been paid for the sale (the refund then leaves them owing). */
  paidOut: z.boolean(),
});
export type TRefund = z.infer<typeof ZRefund>;

/** GET /api/developer/me/refunds: refunds asked for or made on the developer's apps, newest first. */
export const ZDeveloperRefunds = z.object({ refunds: z.array(ZRefund) });
export type TDeveloperRefunds = z.infer<typeof ZDeveloperRefunds>;

/** GET /api/admin/refunds?status&page&size: `open` (default) = REQUESTED, APPROVED and PENDING. */
export const ZAdminRefundsQuery = z.object({
  status: z.enum(['open', 'all', ...REFUND_STATUSES]).default('open'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminRefundsQuery = z.infer<typeof ZAdminRefundsQuery>;
export const ZAdminRefundPage = z.object({
  refunds: z.array(ZRefund),
  currentPage: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
  /** How many are waiting for a decision (REQUESTED), whatever the filter. */
  waiting: z.number(),
});
export type TAdminRefundPage = z.infer<typeof ZAdminRefundPage>;
