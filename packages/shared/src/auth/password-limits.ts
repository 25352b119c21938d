/** The length from which measurePasswordStrength counts a password as long enough. */
export const PASSWORD_STRENGTH_LIMITS = {
  strongLength: 8,
} as const;

/** A password reset link: how long it works (it works once, and a newer one voids it). */
export const PASSWORD_RESET_LIMITS = {
  linkMinutes: 30,
  /** The longest token the API reads (an issued one is 43 characters). */
  tokenMax: 512,
} as const;
