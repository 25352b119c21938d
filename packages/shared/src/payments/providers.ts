/** Where the money goes through: PayPal's REST API, or the embedded test-mode sandbox. */
export const PAYMENT_PROVIDERS = ['paypal', 'sandbox'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
