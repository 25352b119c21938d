/** Rules the web client applies to a stored session (what it must hold to count as signed in), shared so registration agrees. */

const PLACEHOLDER_DOMAINS = ['example.com', 'example.org', 'example.net', 'test.com', 'test.test'];

/** True for addresses that are test placeholders: the client clears any session holding one. */
export function isPlaceholderEmail(email: string): boolean {
  const lower = email.trim().toLowerCase();
  if (lower.includes('ejemplo')) return true;
  const domain = lower.split('@')[1] ?? '';
  return PLACEHOLDER_DOMAINS.includes(domain) || domain.endsWith('.example') || domain.endsWith('.test');
}

/** The generic name the client treats as "no real user". */
export const PLACEHOLDER_NAME = 'Usuario';

export function isPlaceholderName(name: string): boolean {
  return name.trim().toLowerCase() === PLACEHOLDER_NAME.toLowerCase();
}
