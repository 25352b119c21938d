export type TPasswordStrength = 'weak' | 'fair' | 'good' | 'excellent';

/**
 * Strength from five checks (length >= 8, lowercase, uppercase, digit, symbol), as the
 * profile screen's indicator shows it: Débil / Regular / Buena / Excelente.
 */
export function measurePasswordStrength(password: string): { score: number; level: TPasswordStrength } {
  const checks = [
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  const level: TPasswordStrength =
    score <= 2 ? 'weak' : score === 3 ? 'fair' : score === 4 ? 'good' : 'excellent';
  return { score, level };
}
