import type { TConfig } from '../../config/env';
import type { TDatabase } from '../../db/client';
import type { TPaymentProvider } from './payment-provider';
import { createPaypalProvider } from './paypal.provider';
import { createSandboxProvider } from './sandbox.provider';

/** The provider the configuration names: PayPal REST, or the embedded sandbox. */
export function createPaymentProvider(config: TConfig, db: TDatabase): TPaymentProvider {
  if (config.PAYMENT_PROVIDER === 'paypal' && config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    return createPaypalProvider({
      baseUrl: config.PAYPAL_API_URL,
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
      timeoutMs: config.PAYPAL_TIMEOUT_MS,
    });
  }
  return createSandboxProvider(db);
}
