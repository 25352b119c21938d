import { zodResolver } from '@hookform/resolvers/zod';
import { ZDeveloperRegisterForm } from '@vitrina/shared/auth/auth.schemas';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_BECOME_DEVELOPER_FORM,
  type TBecomeDeveloperFormValues,
  ZBecomeDeveloperForm,
} from './become-developer-form-values';

/** Runs the form's resolver the way react-hook-form does on submit. */
async function submit(values: TBecomeDeveloperFormValues) {
  const resolve = zodResolver(ZBecomeDeveloperForm);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors<TBecomeDeveloperFormValues>;
  return {
    values: result.values,
    githubProfile: errors.githubProfile?.message,
    paypalMerchantId: errors.paypalMerchantId?.message,
  };
}

const REGISTRATION = {
  name: 'Lucía Moreno',
  email: 'lucia@correo-prueba.net',
  password: 'clave-segura-1',
  confirmPassword: 'clave-segura-1',
};

describe('the become-a-developer form', () => {
  it('asks for both developer fields, with the messages of registration', async () => {
    expect(await submit(EMPTY_BECOME_DEVELOPER_FORM)).toMatchObject({
      githubProfile: 'validation.githubRequired',
      paypalMerchantId: 'validation.merchantIdRequired',
    });
  });

  it('checks them as developer registration does', async () => {
    expect(await submit({ githubProfile: 'not a profile', paypalMerchantId: 'abc' })).toMatchObject({
      githubProfile: 'validation.githubFormat',
      paypalMerchantId: 'validation.merchantIdFormat',
    });
    const cases: TBecomeDeveloperFormValues[] = [
      { githubProfile: 'not a profile', paypalMerchantId: 'abc' },
      { githubProfile: 'github.com/lucia-dev', paypalMerchantId: 'ABCDEFGH1234' },
      { githubProfile: 'https://github.com/lucia-dev', paypalMerchantId: 'abcdefgh12345' },
    ];
    for (const values of cases) {
      const registration = ZDeveloperRegisterForm.safeParse({ ...REGISTRATION, ...values });
      const messageOf = (field: string) =>
        registration.error?.issues.find((issue) => issue.path[0] === field)?.message;
      const form = await submit(values);
      expect(form.githubProfile, JSON.stringify(values)).toBe(messageOf('githubProfile'));
      expect(form.paypalMerchantId, JSON.stringify(values)).toBe(messageOf('paypalMerchantId'));
    }
  });

  it('sends exactly the two fields, trimmed', async () => {
    const form = await submit({
      githubProfile: '  github.com/lucia-dev ',
      paypalMerchantId: ' ABCDEFGH12345 ',
      ...({ name: 'not sent' } as object),
    });
    expect(form.githubProfile).toBeUndefined();
    expect(form.paypalMerchantId).toBeUndefined();
    expect(form.values).toEqual({ githubProfile: 'github.com/lucia-dev', paypalMerchantId: 'ABCDEFGH12345' });
  });
});
