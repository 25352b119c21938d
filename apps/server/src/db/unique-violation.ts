/**
 * The name of the unique constraint a database error violated, or null. Works for node-postgres
 * and PGlite errors, whether Drizzle wrapped them or not.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
