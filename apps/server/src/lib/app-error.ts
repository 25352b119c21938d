import { errorStatus, type TErrorCode } from '@vitrina/shared/errors/error-codes';
import type { TMessageKey } from '@vitrina/shared/i18n/messages';

export type TDetail = { field: string; messageKey: string };

/**
 * The one error type services throw; the error handler turns it into the shared error body. The
 * HTTP status is the code's, from the shared table of error codes.
 */
export class AppError extends Error {
  readonly statusCode: number;

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
