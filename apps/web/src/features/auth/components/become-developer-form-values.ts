import { ZDeveloperRegisterRequest } from '@vitrina/shared/auth/auth.schemas';
import type { z } from 'zod';

/**
 * What a signed-in user adds to become a developer: the developer fields of registration, with
 * the very rules registration checks (same schema, same messages).
 */
export const ZBecomeDeveloperForm = ZDeveloperRegisterRequest.pick({
  githubProfile: true,
  paypalMerchantId: true,
});
export type TBecomeDeveloperFormValues = z.input<typeof ZBecomeDeveloperForm>;
export type TBecomeDeveloperRequest = z.output<typeof ZBecomeDeveloperForm>;

export const BECOME_DEVELOPER_FIELDS = ['githubProfile', 'paypalMerchantId'] as const satisfies ReadonlyArray<
  keyof TBecomeDeveloperFormValues
>;

export const EMPTY_BECOME_DEVELOPER_FORM: TBecomeDeveloperFormValues = {
  githubProfile: '',
  paypalMerchantId: '',
};
