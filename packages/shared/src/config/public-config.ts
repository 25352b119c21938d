import { z } from 'zod';
import { ZPaymentConfig } from '../payments/payment.schemas';

/** `GET /api/config`: the public settings the web app needs. */
export const ZPublicConfig = z.object({
  productName: z.string(),
  /** The platform's default commission rate (0.1 = 10 %); a project states the one that applies. */
  commissionRate: z.number(),
  currency: z.literal('USD'),
  /** Which payment provider the server uses, and PayPal's public client id. */
  payments: ZPaymentConfig,
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
