import { z } from 'zod';
import { REQUEST_LIMITS } from '../config/request-limits';

/** A discount code's bounds: what a developer may make, and what a buyer may type. */
export const DISCOUNT_LIMITS = {
  codeMin: 4,
  codeMax: 32,
  percentMin: 1,
  percentMax: 100,
  /** The largest fixed amount off, in dollars (no app costs more). */
  amountMax: 10_000,
  maxUsesMax: 1_000_000,
} as const;

/** What a buyer types at checkout: 4–32 letters or digits, any case (compared in capitals). */
export const ZDiscountCodeText = z
  .string({ error: 'discount.codeInvalid' })
  .trim()
  .min(DISCOUNT_LIMITS.codeMin, 'discount.codeInvalid')
  .max(DISCOUNT_LIMITS.codeMax, 'discount.codeInvalid')
  .regex(/^[A-Za-z0-9]+$/, 'discount.codeInvalid');

const ZDateTime = z.iso.datetime({ offset: true, error: 'discount.dateInvalid' });

/** At most this many purchases; null: no limit. */
const ZMaxUses = z
  .number({ error: 'discount.maxUsesInvalid' })
  .int('discount.maxUsesInvalid')
  .min(1, 'discount.maxUsesInvalid')
  .max(DISCOUNT_LIMITS.maxUsesMax, 'discount.maxUsesInvalid')
  .nullable()
  .optional();

/** `POST /api/developer/me/discount-codes`: a new code, for one of the developer's apps or all (null). */
export const ZDiscountCodeCreate = z
  .object({
    code: ZDiscountCodeText,
    projectId: z.string().trim().min(1).max(REQUEST_LIMITS.idMax).nullable(),
    kind: z.enum(['percent', 'fixed'], { error: 'discount.kindInvalid' }),
    percent: z
      .number({ error: 'discount.percentInvalid' })
      .int('discount.percentInvalid')
      .min(DISCOUNT_LIMITS.percentMin, 'discount.percentInvalid')
      .max(DISCOUNT_LIMITS.percentMax, 'discount.percentInvalid')
      .optional(),
    amount: z
      .number({ error: 'discount.amountInvalid' })
      .positive('discount.amountInvalid')
      .max(DISCOUNT_LIMITS.amountMax, 'discount.amountInvalid')
      .multipleOf(0.01, 'discount.amountInvalid')
      .optional(),
    startsAt: ZDateTime.nullable().optional(),
    endsAt: ZDateTime.nullable().optional(),
    maxUses: ZMaxUses,
    isPublic: z.boolean().optional().default(false),
  })
  .refine((input) => (input.kind === 'percent' ? input.percent !== undefined : input.amount !== undefined), {
    message: 'discount.valueRequired',
    path: ['kind'],
  })
  .refine(
    (input) => !input.startsAt || !input.endsAt || Date.parse(input.endsAt) > Date.parse(input.startsAt),
    {
      message: 'discount.endBeforeStart',
      path: ['endsAt'],
    },
  );
export type TDiscountCodeCreate = z.input<typeof ZDiscountCodeCreate>;

/** `PATCH /api/developer/me/discount-codes/{id}`: pause or resume it, move its end, its maximum, shown or not. */
export const ZDiscountCodeUpdate = z
  .object({
    status: z.enum(['active', 'paused'], { error: 'discount.statusInvalid' }).optional(),
    endsAt: ZDateTime.nullable().optional(),
    maxUses: ZMaxUses,
    isPublic: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'discount.nothingToChange',
  });
export type TDiscountCodeUpdate = z.input<typeof ZDiscountCodeUpdate>;

/** Where a code stands now. */
export const DISCOUNT_STATES = ['scheduled', 'running', 'ended', 'exhausted', 'paused'] as const;

export const ZDiscountCode = z.object({
  id: z.string(),
  code: z.string(),
  /** Null: every app of the developer. */
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  status: z.enum(['active', 'paused']),
  state: z.enum(DISCOUNT_STATES),
  isPublic: z.boolean(),
  /** Purchases made with it (free ones included). */
  uses: z.number(),
  /** Orders holding a use now (not paid yet). */
  held: z.number(),
  /** Sales it brought (refunded ones left out) and their amount paid. */
  sales: z.number(),
  salesAmount: z.number(),
  createdAt: z.string(),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

export const ZDiscountCodeList = z.object({ codes: z.array(ZDiscountCode) });
export type TDiscountCodeList = z.infer<typeof ZDiscountCodeList>;

/**
 * What a buyer chooses to pay for a pay-what-you-want app, in dollars: from 0 to the largest price,
 * with two decimals at most (the server checks it against the app's minimum).
 */
export const ZPayAmount = z
  .number({ error: 'payment.amountInvalid' })
  .finite('payment.amountInvalid')
  .min(0, 'payment.amountInvalid')
  .max(DISCOUNT_LIMITS.amountMax, 'payment.amountInvalid')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'payment.amountInvalid');

/** `POST /api/payments/quote`: the price of an app for the caller, with a code when one is typed. */
export const ZPriceQuoteRequest = z.object({
  projectId: z.string().trim().min(1).max(REQUEST_LIMITS.idMax),
  code: ZDiscountCodeText.optional(),
  /** Pay what you want: the amount the buyer typed. */
  amount: ZPayAmount.optional(),
});
export type TPriceQuoteRequest = z.input<typeof ZPriceQuoteRequest>;

export const ZPriceQuote = z.object({
  projectId: z.string(),
  /** The price before the code (pay what you want: the minimum, or the amount when it is higher). */
  listPrice: z.number(),
  /** What the buyer pays. */
  price: z.number(),
  /** Pay what you want: the buyer chooses the amount, of at least `minimum`. */
  payWhatYouWant: z.boolean(),
  /** The least the buyer may pay: the price after the code (pay what you want: the minimum after it). */
  minimum: z.number(),
  /** Pay what you want: the amount the developer suggests; null otherwise or when none. */
  suggested: z.number().nullable(),
  currency: z.literal('USD'),
  /** The code applied (as the developer wrote it), and what it takes off. */
  discount: z
    .object({
      code: z.string(),
      kind: z.enum(['percent', 'fixed']),
      percent: z.number().nullable(),
      amount: z.number(),
    })
    .nullable(),
  /** The code makes the app free: it is claimed, with no payment. */
  free: z.boolean(),
});
export type TPriceQuote = z.infer<typeof ZPriceQuote>;
