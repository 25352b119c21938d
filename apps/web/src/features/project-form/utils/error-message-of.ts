/**
 * The message of a field's error, including list fields: react-hook-form puts a list's own
 * error on `message` or `root.message` and its items' errors at their indexes.
 */
export function errorMessageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const value = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof value.message === 'string' && value.message) return value.message;
  if (typeof value.root?.message === 'string' && value.root.message) return value.root.message;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = errorMessageOf(item);
      if (message) return message;
    }
  }
  return undefined;
}
