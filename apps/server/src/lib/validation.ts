import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses with a zod schema inside a handler (for bodies whose schema depends on their content),
 * failing exactly like route-schema validation: a 400 with one detail per field.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_ERROR',
    'error.validation',
    result.error.issues.map((issue) => ({ field: issue.path.join('.'), messageKey: issue.message })),
  );
}
