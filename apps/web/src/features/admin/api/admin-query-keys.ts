/**
 * Query keys of the admin dashboard. Answers belong to the signed-in admin (another login never
 * reuses them) and are not persisted.
 */
export const adminKeys = {
  all: ['admin'] as const,
  /** Developer payments still owed (the payments tab). */
  pendingPayments: (userId: string) => [...adminKeys.all, 'pending-payments', userId] as const,
};
