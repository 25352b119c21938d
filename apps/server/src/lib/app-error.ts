import type { TErrorCode } from '@vitrina/shared/errors/error-body';
import type { TMessageKey } from '@vitrina/shared/i18n/messages';

export type TDetail = { field: string; messageKey: string };

/** The one error type services throw; the error handler turns it into the shared error body. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly statusCode: number,
    readonly messageKey: TMessageKey,
    readonly details?: TDetail[],
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, 'error.unauthenticated');
export const forbidden = () => new AppError('FORBIDDEN', 403, 'error.forbidden');
export const notFound = () => new AppError('NOT_FOUND', 404, 'error.notFound');
/** A validation failure on one field, reported like a schema failure. */
export const fieldError = (field: string, messageKey: TMessageKey, code: TErrorCode = 'VALIDATION_ERROR') =>
  new AppError(code, 400, messageKey, [{ field, messageKey }]);
