import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  checkoutAvailability,
  checkoutBlockers,
  checkoutDefaults,
  checkoutFormResolver,
  splitFullName,
  type TCheckoutFormValues,
} from './checkout-rules';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<TCheckoutFormValues>;

async function errorsOf(values: Partial<TCheckoutFormValues>) {
  const result = await checkoutFormResolver(
    { ...checkoutDefaults(null), ...values } as TCheckoutFormValues,
    undefined,
    options,
  );
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

const complete: Partial<TCheckoutFormValues> = {
  firstName: 'Lucía',
  lastName: 'Moreno',
  email: 'lucia.moreno@vitrina.app',
  country: 'CO',
  paymentMethod: 'paypal',
  acceptTerms: true,
};

describe('the buyer form as it opens', () => {
  it("splits the signed-in person's name into first and last name", () => {
    expect(splitFullName('Lucía Moreno Ruiz')).toEqual({ firstName: 'Lucía', lastName: 'Moreno Ruiz' });
    expect(splitFullName('  Carlos   Mendoza ')).toEqual({ firstName: 'Carlos', lastName: 'Mendoza' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName(undefined)).toEqual({ firstName: '', lastName: '' });
  });

  it('fills name and email in and leaves country, method and terms to the buyer', () => {
    expect(checkoutDefaults({ name: 'Lucía Moreno', email: 'lucia@vitrina.app' })).toEqual({
      firstName: 'Lucía',
      lastName: 'Moreno',
      email: 'lucia@vitrina.app',
      phone: '',
      country: '',
      paymentMethod: '',
      acceptTerms: false,
    });
  });
});

describe('when the pay button is enabled', () => {
  it('needs a payment method and the accepted terms, and says which is missing', () => {
    expect(checkoutBlockers({ paymentMethod: '', acceptTerms: false })).toEqual([
      'checkout.methodRequired',
      'checkout.termsRequired',
    ]);
    expect(checkoutBlockers({ paymentMethod: 'paypal', acceptTerms: false })).toEqual([
      'checkout.termsRequired',
    ]);
    expect(checkoutBlockers({ paymentMethod: '', acceptTerms: true })).toEqual(['checkout.methodRequired']);
    expect(checkoutBlockers({ paymentMethod: 'paypal', acceptTerms: true })).toEqual([]);
    // A claim a discount code made free needs the terms only.
    expect(checkoutBlockers({ paymentMethod: '', acceptTerms: false, free: true })).toEqual([
      'checkout.termsRequired',
    ]);
    expect(checkoutBlockers({ paymentMethod: '', acceptTerms: true, free: true })).toEqual([]);
    // A pay-what-you-want amount that cannot be paid is said first.
    expect(checkoutBlockers({ paymentMethod: 'paypal', acceptTerms: true, amountProblem: true })).toEqual([
      'checkout.amountRequired',
    ]);
  });
});

describe('checking the form with the shared schema', () => {
  it('passes a complete form and gives the trimmed buyer', async () => {
    const result = await checkoutFormResolver(
      { ...checkoutDefaults(null), ...complete, firstName: '  Lucía ' } as TCheckoutFormValues,
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ firstName: 'Lucía', phone: '', paymentMethod: 'paypal' });
  });

  it('answers missing fields with the checkout messages', async () => {
    expect(await errorsOf({})).toEqual({
      firstName: 'checkout.requiredFields',
      lastName: 'checkout.requiredFields',
      email: 'checkout.requiredFields',
      country: 'checkout.countryInvalid',
      paymentMethod: 'checkout.methodRequired',
      acceptTerms: 'checkout.termsRequired',
    });
    expect(await errorsOf({ ...complete, lastName: '   ' })).toEqual({ lastName: 'checkout.requiredFields' });
  });

  it('checks the email and phone shapes', async () => {
    expect(await errorsOf({ ...complete, email: 'lucia@' })).toEqual({ email: 'validation.emailInvalid' });
    expect(await errorsOf({ ...complete, phone: '+57 (300) 123-4567' })).toEqual({});
    expect(await errorsOf({ ...complete, phone: 'call me' })).toEqual({ phone: 'checkout.phoneInvalid' });
  });
});

describe('who may buy the app here', () => {
  const project: Pick<TProject, 'price' | 'payWhatYouWant' | 'hasAccess' | 'developerId' | 'status'> = {
    price: 19.99,
    payWhatYouWant: false,
    hasAccess: false,
    developerId: 'dev-1',
    status: 'PUBLISHED',
  };

  it('sells a published paid app to someone else', () => {
    expect(checkoutAvailability(project, 'user-1')).toBe('available');
  });

  it('sends free apps to their page', () => {
    expect(checkoutAvailability({ ...project, price: 0 }, 'user-1')).toBe('free');
  });

  it('sells pay what you want from $0, open to all already, to anyone who wants to pay', () => {
    const tip = { ...project, price: 0, payWhatYouWant: true, hasAccess: true };
    expect(checkoutAvailability(tip, 'user-1')).toBe('available');
    expect(checkoutAvailability(tip, 'dev-1')).toBe('own');
  });

  it('does not sell developers their own app, nor an app bought already', () => {
    expect(checkoutAvailability({ ...project, hasAccess: true }, 'dev-1')).toBe('own');
    expect(checkoutAvailability({ ...project, hasAccess: true }, 'user-1')).toBe('owned');
  });

  it('does not sell an app that is not published', () => {
    expect(checkoutAvailability({ ...project, status: 'SUSPENDED' }, 'user-1')).toBe('notForSale');
    expect(checkoutAvailability({ ...project, status: 'under_review' }, 'user-1')).toBe('notForSale');
    expect(checkoutAvailability({ ...project, status: 'published' }, 'user-1')).toBe('available');
  });
});
