/** The length from which measurePasswordStrength counts a password as long enough. */
export const PASSWORD_STRENGTH_LIMITS = {
  strongLength: 8,
} as const;
