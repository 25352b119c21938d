import type { TRole } from '@vitrina/shared/auth/roles';

/** Who asks: an account with its role, or a visitor (null). */
export type TActor = { id: string; role: TRole } | null;

/** An account as the policies see it: who it is and of which type. */
export type TAccount = { id: string; role: TRole };

/** An admin: reviews, moderates and supports, and so may see and do more than anyone else. */
export const isAdmin = (actor: TActor) => actor?.role === 'admin';

/** The account itself is asking. */
export const isSelf = (actor: TActor, accountId: string) => actor !== null && actor.id === accountId;

/** An account of the given type (the door it signs in through, what it may become). */
export const isOfType = (account: TAccount, role: TRole) => account.role === role;
