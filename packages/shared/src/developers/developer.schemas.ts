import { z } from 'zod';

/** A developer's public profile, shown on their apps page (GET /api/developer/{id}). */
export const ZDeveloperProfile = z.object({
  id: z.string(),
  name: z.string(),
  githubProfile: z.string().nullable(),
  isInternal: z.boolean(),
  verified: z.boolean(),
});
export type TDeveloperProfile = z.infer<typeof ZDeveloperProfile>;

/** The commission that applies to the signed-in developer's sales (0.1 = 10 %). */
export const ZMyCommission = z.object({
  rate: z.number(),
  /** Internal (official) developers pay no commission. */
  isInternal: z.boolean(),
});
export type TMyCommission = z.infer<typeof ZMyCommission>;
