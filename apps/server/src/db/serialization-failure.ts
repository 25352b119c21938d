/**
 * Whether a database error is a serialization failure (SQLSTATE 40001): a repeatable-read
 * transaction met a concurrent change and may simply be run again. Works for node-postgres and
 * PGlite errors, whether Drizzle wrapped them or not.
 */
export function isSerializationFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '40001') return true;
    current = candidate.cause;
  }
  return false;
}
