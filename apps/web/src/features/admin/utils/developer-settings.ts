import {
  type TAdminUser,
  type TAdminUserUpdate,
  ZAdminUserUpdate,
} from '@vitrina/shared/dashboards/admin.schemas';
import { z } from 'zod';
import { percentInputToRate, rateToPercentInput } from './commission-rate';

/**
 * The developer settings form: the two flags and the commission as a percentage. The percentage
 * is checked with the server's own rule for the rate (ZAdminUserUpdate: 0 to 1, 'admin.rateRange').
 */
export const ZDeveloperSettingsForm = z
  .object({
    verified: z.boolean(),
    isInternal: z.boolean(),
    commissionPercent: z.string().max(12, 'admin.rateRange'),
  })
  .superRefine((values, ctx) => {
    const parsed = percentInputToRate(values.commissionPercent);
    const result = parsed.ok ? ZAdminUserUpdate.shape.commissionRate.safeParse(parsed.rate) : null;
    if (result?.success) return;
    ctx.addIssue({
      code: 'custom',
      path: ['commissionPercent'],
      message: result?.error.issues[0]?.message ?? 'admin.rateRange',
    });
  });
export type TDeveloperSettingsForm = z.infer<typeof ZDeveloperSettingsForm>;

/** The form's starting values for an account. */
export function developerSettingsValues(user: TAdminUser): TDeveloperSettingsForm {
  return {
    verified: user.verified,
    isInternal: user.isInternal,
    commissionPercent: rateToPercentInput(user.commissionRate),
  };
}

/**
 * Only what changed, as the update call takes it (so the audit row says what the admin did).
 * Null when nothing changed.
 */
export function developerSettingsChanges(
  user: TAdminUser,
  values: TDeveloperSettingsForm,
): TAdminUserUpdate | null {
  const changes: TAdminUserUpdate = {};
  if (values.verified !== user.verified) changes.verified = values.verified;
  if (values.isInternal !== user.isInternal) changes.isInternal = values.isInternal;
  const parsed = percentInputToRate(values.commissionPercent);
  if (parsed.ok && parsed.rate !== user.commissionRate) changes.commissionRate = parsed.rate;
  return Object.keys(changes).length > 0 ? changes : null;
}
