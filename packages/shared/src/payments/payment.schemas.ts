import { z } from 'zod';
import { LIMITS } from '../config/limits';
import { REQUEST_LIMITS } from '../config/request-limits';
import { ZGithubCheckState } from '../github/github-check.schemas';
import { ZDiscountCodeText, ZPayAmount } from './discount.schemas';
import { PAYMENT_PROVIDERS } from './providers';
import { ZPurchaseRefund } from './refund.schemas';

export { PAYMENT_PROVIDERS, type TPaymentProviderName } from './providers';

/** Countries the checkout accepts (the product sells in Colombia and Ecuador). */
export const CHECKOUT_COUNTRIES = ['CO', 'EC'] as const;
export type TCheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

/** Payment methods the checkout offers: only PayPal (card or wallet through PayPal). */
export const PAYMENT_METHODS = ['paypal'] as const;

export const PAYMENT_LIMITS = {
  currency: 'USD',
  taxes: 0,
  refundDays: 30,
  /** The result page waits this long before showing the outcome (the provider's redirect settles). */
  resultDelayMs: 2000,
  nameMax: 100,
  phoneMax: 30,
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: 'checkout.requiredFields' })
    .trim()
    .min(1, 'checkout.requiredFields')
    .max(max, 'checkout.requiredFields');

/** The checkout's buyer payload: {email, firstName, lastName, phone, country, acceptTerms}. */
export const ZCheckoutBuyer = z.object({
  firstName: requiredText(PAYMENT_LIMITS.nameMax),
  lastName: requiredText(PAYMENT_LIMITS.nameMax),
  email: z
    .string({ error: 'checkout.requiredFields' })
    .trim()
    .min(1, 'checkout.requiredFields')
    .max(LIMITS.emailMax, 'validation.emailInvalid')
    .pipe(z.email('validation.emailInvalid')),
  phone: z
    .string()
    .trim()
    .max(PAYMENT_LIMITS.phoneMax, 'checkout.phoneInvalid')
    .regex(/^[0-9+()\-\s]*$/, 'checkout.phoneInvalid')
    .optional()
    .default(''),
  country: z.enum(CHECKOUT_COUNTRIES, { error: 'checkout.countryInvalid' }),
  acceptTerms: z.literal(true, { error: 'checkout.termsRequired' }),
});
export type TCheckoutBuyer = z.infer<typeof ZCheckoutBuyer>;

/** The checkout form: the buyer plus the chosen payment method (only PayPal exists). */
export const ZCheckoutForm = ZCheckoutBuyer.extend({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'checkout.methodRequired' }),
});
export type TCheckoutForm = z.input<typeof ZCheckoutForm>;

// ---- Orders ----

/** `POST /api/payments/orders`: the server reads the price; the browser only names the app. */
export const ZCreateOrderRequest = z.object({
  projectId: z.string().trim().min(1).max(REQUEST_LIMITS.idMax),
  buyer: ZCheckoutBuyer.optional(),
  /** A discount code: the order is made at the price after it (the server's reckoning). */
  code: ZDiscountCodeText.optional(),
  /** Pay what you want: the amount the buyer chose (at least the app's minimum, after a code). */
  amount: ZPayAmount.optional(),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

export const ZCreateOrderResponse = z.object({
  orderId: z.string(),
  projectId: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/**
 * `POST /api/payments/orders/{orderId}/capture`. `simulate: 'decline'` is the sandbox's test-mode
 * "fail" choice; the PayPal provider refuses it.
 */
/**
 * The capture's optional body. A call without a body (as `curl -X POST` sends it: no body, no
 * content type, which the server reads as null) is the same as an empty object.
 */
export const ZCaptureOrderRequest = z
  .object({ simulate: z.enum(['decline']).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const ORDER_STATUSES = ['CREATED', 'PENDING', 'COMPLETED', 'FAILED'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ZCaptureOrderResponse = z.object({
  /** COMPLETED: the money moved, the sale exists and access is granted. PENDING: the provider holds it. */
  status: z.enum(['COMPLETED', 'PENDING']),
  saleId: z.string().nullable(),
  orderId: z.string(),
  projectId: z.string(),
  amount: z.number(),
});
export type TCaptureOrderResponse = z.infer<typeof ZCaptureOrderResponse>;

/** `GET /api/payments/orders/{orderId}`: what the payment result page verifies. */
export const ZOrderStatusResponse = z.object({
  orderId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(ORDER_STATUSES),
  saleId: z.string().nullable(),
  createdAt: z.string(),
  /** The buyer's user id: an admin may read anyone's order, and only the buyer is told it is theirs. */
  buyerId: z.string(),
});
export type TOrderStatusResponse = z.infer<typeof ZOrderStatusResponse>;

// ---- Sales (paths kept for existing clients) ----

/**
 * `POST /api/project-sale`, the sale registration kept for existing clients. The amounts the browser sends are
 * ignored: the sale is looked up (or reconciled) from the captured order named by orderId/saleId.
 */
export const ZProjectSaleRequest = z
  .object({
    orderId: z.string().trim().min(1).max(REQUEST_LIMITS.idMax).optional(),
    saleId: z.string().trim().min(1).max(REQUEST_LIMITS.idMax).optional(),
    userId: z.string().max(REQUEST_LIMITS.idMax).optional(),
    projectId: z.string().trim().min(1).max(REQUEST_LIMITS.idMax),
    amount: z.number().optional(),
    commission: z.number().optional(),
    paypalMerchantId: z.string().max(REQUEST_LIMITS.idMax).nullable().optional(),
  })
  .refine((body) => Boolean(body.orderId ?? body.saleId), {
    message: 'payment.orderNotFound',
    path: ['orderId'],
  })
  // The refine above, for the API document and the clients generated from it: one id is required.
  .meta({
    allOf: [
      {
        anyOf: [
          { required: ['orderId'], properties: { orderId: { type: 'string' } } },
          { required: ['saleId'], properties: { saleId: { type: 'string' } } },
        ],
      },
    ],
  });
export type TProjectSaleRequest = z.input<typeof ZProjectSaleRequest>;

export const PAYOUT_STATUSES = ['PENDING', 'PROCESSING', 'PAID'] as const;

/** The sale record {saleId, userId, projectId, amount, commission, paypalMerchantId} and more. */
export const ZSaleRecord = z.object({
  saleId: z.string(),
  orderId: z.string(),
  userId: z.string(),
  projectId: z.string(),
  amount: z.number(),
  commission: z.number(),
  commissionRate: z.number(),
  developerNet: z.number(),
  paypalMerchantId: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  payoutStatus: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
});
export type TSaleRecord = z.infer<typeof ZSaleRecord>;

/** `POST /api/project/purchase/{id}`: free apps are claimed; paid apps need a captured order. */
export const ZPurchaseRequest = z
  .object({
    orderId: z.string().trim().min(1).max(REQUEST_LIMITS.idMax).optional(),
    /** A discount code that makes a paid app free: the app is claimed with no payment. */
    code: ZDiscountCodeText.optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export const ZPurchaseResponse = z.object({
  success: z.literal(true),
  projectId: z.string(),
  saleId: z.string().nullable(),
  message: z.string(),
});
export type TPurchaseResponse = z.infer<typeof ZPurchaseResponse>;

// ---- The buyer's purchases ----

export const PURCHASE_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;

/** A purchased order; `status` outside completed/pending/failed is shown as refunded. */
export const ZPurchasedOrder = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  projectId: z.string(),
  projectSlug: z.string(),
  projectName: z.string(),
  projectImage: z.string(),
  developerName: z.string(),
  purchaseDate: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  status: z.string(),
  /** The app's own address (http/https) to open it; null unless the purchase is completed and the app has one. */
  appUrl: z.string().nullable(),
  /** Whether Vitrina hosts the app (opened through a launch: POST /api/project/{id}/launch). */
  hostedBuild: z.boolean(),
  /** The latest refund asked for or made on this purchase; null when none. */
  refund: ZPurchaseRefund.nullable(),
  /** The last moment the buyer may ask for a refund; null for free apps and pending payments. */
  refundableUntil: z.string().nullable(),
  /** Whether the buyer may ask for a refund now (within the window, none open, none refused). */
  canRequestRefund: z.boolean(),
});
export type TPurchasedOrder = z.infer<typeof ZPurchasedOrder>;
export const ZPurchasedResponse = z.object({ purchasedProjects: z.array(ZPurchasedOrder) });
export type TPurchasedResponse = z.infer<typeof ZPurchasedResponse>;

// ---- Developer payouts (admin) ----

/** A pending sale payment {saleId, projectId, monto, comision, valorAPagar, paypalMerchantId}. */
export const ZPendingPayment = z.object({
  saleId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  /** Sale amount. */
  monto: z.number(),
  /** The platform's commission. */
  comision: z.number(),
  /** What the developer is owed: monto − comision. */
  valorAPagar: z.number(),
  paypalMerchantId: z.string().nullable(),
  payoutStatus: z.enum(PAYOUT_STATUSES),
  /** Why the developer cannot be paid yet: their GitHub profile check is PENDING or FAILED; null when it passed. */
  githubCheck: ZGithubCheckState.nullable(),
  createdAt: z.string(),
});
export type TPendingPayment = z.infer<typeof ZPendingPayment>;

export const ZPayoutResponse = z.object({
  saleId: z.string(),
  status: z.literal('PAID'),
  amount: z.number(),
  reference: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: z.string(),
  message: z.string(),
});
export type TPayoutResponse = z.infer<typeof ZPayoutResponse>;

export const ZMerchantIdResponse = z.object({ paypalMerchantId: z.string().nullable() });

/** The public payment settings in `GET /api/config`. */
export const ZPaymentConfig = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** PayPal's public client id for the JS SDK; null in the sandbox. */
  paypalClientId: z.string().nullable(),
  currency: z.literal('USD'),
});
export type TPaymentConfig = z.infer<typeof ZPaymentConfig>;
