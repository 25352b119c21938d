/** Money is integer cents inside the server; the API speaks decimal dollars. */
export { fromCents, toCents } from '@vitrina/shared/payments/commission';

/** Basis points (1000 = 10 %) to a rate (0.1) and back. */
export const bpsToRate = (bps: number): number => bps / 10_000;
export const rateToBps = (rate: number): number => Math.round(rate * 10_000);
