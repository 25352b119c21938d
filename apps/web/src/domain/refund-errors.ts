import { ApiError, getErrorMessage } from '../lib/api-client';
import { i18n } from '../lib/i18n';

/**
 * The refund and ledger refusals the screens word themselves (common `refundErrors.<CODE>`), so the
 * buyer, the developer and the admin read the same sentence for the same code in their language.
 */
export const REFUND_ERROR_CODES = [
  'REFUND_WINDOW_CLOSED',
  'REFUND_NOT_APPLICABLE',
  'REFUND_ALREADY_REQUESTED',
  'REFUND_ALREADY_REFUSED',
  'REFUND_ALREADY_DECIDED',
  'SALE_ALREADY_REFUNDED',
  'NOTHING_OWED',
] as const;
export type TRefundErrorCode = (typeof REFUND_ERROR_CODES)[number];

/** The code of an API answer when it is one of the refund refusals above, else null. */
export function refundErrorCode(error: unknown): TRefundErrorCode | null {
  if (!(error instanceof ApiError)) return null;
  return REFUND_ERROR_CODES.find((code) => code === error.code) ?? null;
}

/** What to show for a failed refund or payout call: the refusal by its code, else the server's text. */
export function refundErrorMessage(error: unknown): string {
  const code = refundErrorCode(error);
  return code ? i18n.t(`refundErrors.${code}`, { ns: 'common' }) : getErrorMessage(error);
}
