import { zodResolver } from '@hookform/resolvers/zod';
import { ZDeveloperRegisterForm, ZRegisterForm } from '@vitrina/shared/auth/auth.schemas';
import type { Resolver } from 'react-hook-form';
import type { TAccountType } from './account-type-toggle';

/** Every field of the registration form; the developer ones are ignored for users. */
export interface TRegisterFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  paypalMerchantId: string;
  githubProfile: string;
}

export const REGISTER_FIELDS = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'paypalMerchantId',
  'githubProfile',
] as const satisfies ReadonlyArray<keyof TRegisterFormValues>;

export interface TRegisterFormContext {
  accountType: TAccountType;
}

const userResolver = zodResolver(ZRegisterForm) as unknown as Resolver<
  TRegisterFormValues,
  TRegisterFormContext
>;
const developerResolver = zodResolver(ZDeveloperRegisterForm) as unknown as Resolver<
  TRegisterFormValues,
  TRegisterFormContext
>;

/**
 * Validates with the shared schema of the chosen account type (ZRegisterForm or
 * ZDeveloperRegisterForm); the type arrives through react-hook-form's context.
 */
export const registerFormResolver: Resolver<TRegisterFormValues, TRegisterFormContext> = (
  values,
  context,
  options,
) =>
  context?.accountType === 'developer'
    ? developerResolver(values, context, options)
    : userResolver(values, context, options);
