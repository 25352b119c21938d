import { z } from 'zod';

export const ROLES = ['user', 'developer', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Accepts the role in any case ('ADMIN', 'Developer'), as existing clients send it. */
export const ZRoleInput = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(ROLES, { error: 'validation.loginType' }),
);
