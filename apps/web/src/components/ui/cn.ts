/** Joins class names, skipping falsy ones (clsx is not a direct dependency). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
