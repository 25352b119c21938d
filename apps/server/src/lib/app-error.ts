import { errorStatus, type TErrorCode } from '@vitrina/shared/errors/error-codes';
import type { TMessageKey } from '@vitrina/shared/i18n/messages';

export type TDetail = { field: string; messageKey: string };

/**
 * The one error type services throw; the error handler turns it into the shared error body. The
 * HTTP status is the code's, from the shared table of error codes.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** For a 429: when to try again, sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: TErrorCode,
    readonly messageKey: TMessageKey,
    readonly details?: TDetail[],
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = errorStatus(code);
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'error.unauthenticated');
export const forbidden = () => new AppError('FORBIDDEN', 'error.forbidden');
export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');
/** A validation failure on one field, reported like a schema failure. */
export const fieldError = (field: string, messageKey: TMessageKey, code: TErrorCode = 'VALIDATION_ERROR') =>
  new AppError(code, messageKey, [{ field, messageKey }]);

/**
 * A 429 that says how long to wait, in the reader's language: in seconds under a minute, else in
 * minutes (rounded up, so the wait it names is always enough).
 */
export function rateLimited(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const error =
    seconds < 60
      ? new AppError(
          'RATE_LIMITED',
          seconds === 1 ? 'error.rateLimitedSecond' : 'error.rateLimitedSeconds',
          undefined,
          {
            count: seconds,
          },
        )
      : new AppError(
          'RATE_LIMITED',
          minutes === 1 ? 'error.rateLimitedMinute' : 'error.rateLimitedMinutes',
          undefined,
          {
            count: minutes,
          },
        );
  error.retryAfterSeconds = seconds;
  return error;
}
