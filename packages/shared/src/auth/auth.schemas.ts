import { z } from 'zod';
import { LIMITS } from '../config/limits';
import { ZGithubCheckState } from '../github/github-check.schemas';
import { parseGithubProfile } from './github-profile';
import { PASSWORD_RESET_LIMITS } from './password-limits';
import { ZRole, ZRoleInput } from './roles';
import { isPlaceholderEmail, isPlaceholderName } from './session-rules';

const ZEmail = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .toLowerCase()
  .min(1, 'validation.emailInvalid')
  .max(LIMITS.emailMax, 'validation.emailInvalid')
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** An email a new account may use: real-looking, since the client rejects placeholder sessions. */
const ZAccountEmail = ZEmail.refine((email) => !isPlaceholderEmail(email), 'validation.emailPlaceholder');

const ZName = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, 'validation.nameRequired')
  .max(LIMITS.nameMax, 'validation.nameTooLong')
  .refine((name) => !isPlaceholderName(name), 'validation.namePlaceholder');

const ZNewPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(LIMITS.passwordMin, 'validation.passwordMin')
  .max(LIMITS.passwordMax, 'validation.passwordTooLong');

export const ZMerchantId = z
  .string({ error: 'validation.merchantIdRequired' })
  .trim()
  .min(1, 'validation.merchantIdRequired')
  .regex(/^[A-Z0-9]{13}$/, 'validation.merchantIdFormat');

export const ZGithubProfile = z
  .string({ error: 'validation.githubRequired' })
  .trim()
  .min(1, 'validation.githubRequired')
  .refine((value) => parseGithubProfile(value) !== null, 'validation.githubFormat');

// ---- Requests ----

export const ZRegisterRequest = z.object({
  email: ZAccountEmail,
  password: ZNewPassword,
  name: ZName,
  /** Public registration only creates users; the field is accepted for existing clients' payloads. */
  type: z.literal(['user', 'USER']).optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZDeveloperRegisterRequest = z.object({
  email: ZAccountEmail,
  password: ZNewPassword,
  name: ZName,
  paypalMerchantId: ZMerchantId,
  githubProfile: ZGithubProfile,
});
export type TDeveloperRegisterRequest = z.infer<typeof ZDeveloperRegisterRequest>;

/** A signed-in user who wants to sell adds the developer fields to the same account. */
export const ZBecomeDeveloperRequest = ZDeveloperRegisterRequest.pick({
  githubProfile: true,
  paypalMerchantId: true,
});
export type TBecomeDeveloperRequest = z.infer<typeof ZBecomeDeveloperRequest>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, 'validation.passwordRequired')
    .max(1024),
  type: ZRoleInput.default('user'),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZUpdateProfileRequest = z.object({
  name: ZName,
  email: ZAccountEmail,
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'validation.currentPasswordRequired' })
    .min(1, 'validation.currentPasswordRequired')
    .max(1024),
  newPassword: z
    .string({ error: 'validation.newPasswordRequired' })
    .min(1, 'validation.newPasswordRequired')
    .min(LIMITS.passwordMin, 'validation.passwordMin')
    .max(LIMITS.passwordMax, 'validation.passwordTooLong'),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** "Forgot my password": the address to send a reset link to (if it has an account). */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** The token of a reset link, as the link carries it; any text, so a bad one gets the link's message. */
const ZResetToken = z
  .string({ error: 'auth.resetLinkInvalid' })
  .min(1, 'auth.resetLinkInvalid')
  .max(PASSWORD_RESET_LIMITS.tokenMax, 'auth.resetLinkInvalid');

export const ZResetLinkRequest = z.object({ token: ZResetToken });
export type TResetLinkRequest = z.infer<typeof ZResetLinkRequest>;

/** A new password through a reset link: the same rules as at registration. */
export const ZResetPasswordRequest = z.object({ token: ZResetToken, password: ZNewPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

// ---- Forms (the web adds confirmation fields to the request schemas) ----

/** The request's fields plus a confirmation field that must repeat `field`. */
function withConfirmation<S extends z.ZodRawShape, C extends string>(
  shape: S,
  field: keyof S & string,
  confirm: C,
) {
  const confirmation = { [confirm]: z.string() } as Record<C, z.ZodString>;
  return z
    .object({ ...shape, ...confirmation })
    .refine(
      (value) => (value as Record<string, unknown>)[field] === (value as Record<string, unknown>)[confirm],
      { message: 'validation.passwordsMismatch', path: [confirm] },
    );
}

export const ZRegisterForm = withConfirmation(
  ZRegisterRequest.omit({ type: true }).shape,
  'password',
  'confirmPassword',
);
export const ZDeveloperRegisterForm = withConfirmation(
  ZDeveloperRegisterRequest.shape,
  'password',
  'confirmPassword',
);
export const ZChangePasswordForm = withConfirmation(
  ZChangePasswordRequest.shape,
  'newPassword',
  'confirmPassword',
);

export const ZResetPasswordForm = withConfirmation(
  ZResetPasswordRequest.omit({ token: true }).shape,
  'password',
  'confirmPassword',
);

// ---- Responses ----

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  type: ZRole,
  paypalMerchantId: z.string().nullable().optional(),
  githubProfile: z.string().nullable().optional(),
  /** Sent on a developer's registration: PENDING when GitHub could not answer and the profile is checked later. */
  githubCheck: ZGithubCheckState.nullable().optional(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({
  token: z.string(),
  user: ZUser,
  message: z.string(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = ZUser;

export const ZUserResponse = z.object({ user: ZUser, message: z.string() });

/** The answer to "forgot my password": the same whether or not the address has an account. */
export const ZMessageResponse = z.object({ message: z.string() });

/** A reset link that works: the account's e-mail, for the form (and password managers). */
export const ZResetLinkResponse = z.object({ email: z.string() });
export type TUserResponse = z.infer<typeof ZUserResponse>;
