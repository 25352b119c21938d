import { z } from 'zod';

/** Stable error codes in every error body; clients branch on these, never on the text. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'DUPLICATE_EMAIL',
  'DUPLICATE_MERCHANT_ID',
  'DUPLICATE_GITHUB_PROFILE',
  'GITHUB_USER_NOT_FOUND',
  'GITHUB_CHECK_FAILED',
  'GITHUB_UNREACHABLE',
  'WRONG_PASSWORD',
  'REPOSITORY_NOT_FOUND',
  'REPOSITORY_CHECK_FAILED',
  'REPOSITORY_UNREACHABLE',
  'PROJECT_LOCKED',
  'STATUS_CHANGE_FORBIDDEN',
  'DELETE_NEEDS_REQUEST',
  'DELETION_ALREADY_REQUESTED',
  'CANNOT_RATE',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYMENT_INVALID_AMOUNT',
  'PAYMENT_SETUP_INCOMPLETE',
  'OWN_PROJECT',
  'NOT_FOR_SALE',
  'ALREADY_PURCHASED',
  'PAYMENT_ORDER_FAILED',
  'PAYMENT_CAPTURE_FAILED',
  'PAYMENT_NOT_CAPTURED',
  'PAYMENT_REQUIRED',
  'SALE_ALREADY_PAID',
  'PAYOUT_IN_PROGRESS',
  'PAYOUT_FAILED',
  'REQUEST_ALREADY_DECIDED',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'INTERNAL_ERROR',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorDetail = z.object({ field: z.string(), message: z.string() });
export type TErrorDetail = z.infer<typeof ZErrorDetail>;

/**
 * One shape for every error: `error` holds code/message/details; `message` and `details` are
 * repeated at the top level because that is where the spec's client reads them.
 */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(ZErrorDetail).optional(),
  }),
  code: z.string(),
  message: z.string(),
  details: z.array(ZErrorDetail).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
