import { zodResolver } from '@hookform/resolvers/zod';
import { type TCheckoutForm, ZCheckoutForm } from '@vitrina/shared/payments/payment.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { toProjectStatus } from '@vitrina/shared/projects/statuses';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The checkout form's values while it is being filled in (nothing chosen yet is allowed). */
export type TCheckoutFormValues = Omit<TCheckoutForm, 'acceptTerms' | 'paymentMethod' | 'country'> & {
  acceptTerms: boolean;
  paymentMethod: TCheckoutForm['paymentMethod'] | '';
  country: TCheckoutForm['country'] | '';
};

/** What a valid form gives: the buyer (trimmed) and the chosen method. */
export type TCheckoutSubmission = z.output<typeof ZCheckoutForm>;

/** The fields on screen, in order (the first invalid one gets the focus). */
export const CHECKOUT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'paymentMethod',
  'acceptTerms',
] as const satisfies ReadonlyArray<keyof TCheckoutFormValues>;

const schemaResolver = zodResolver(ZCheckoutForm);

/**
 * The shared ZCheckoutForm, the schema the server checks the buyer with. The form starts with
 * nothing chosen ('' and false), which the schema refuses with its messages.
 */
export const checkoutFormResolver: Resolver<TCheckoutFormValues, unknown, TCheckoutSubmission> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    values as unknown as z.input<typeof ZCheckoutForm>,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  ) as unknown as ReturnType<Resolver<TCheckoutFormValues, unknown, TCheckoutSubmission>>;

/** 'Lucía Moreno Ruiz' → first name 'Lucía', last name 'Moreno Ruiz'. */
export function splitFullName(name: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [firstName = '', ...rest] = parts;
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The form as it opens: the signed-in person's name and email filled in; no country, no payment
 * method and no accepted terms, so each is a choice the buyer makes.
 */
export function checkoutDefaults(user: { name?: string | null; email?: string | null } | null) {
  return {
    ...splitFullName(user?.name),
    email: user?.email ?? '',
    phone: '',
    country: '',
    paymentMethod: '',
    acceptTerms: false,
  } satisfies TCheckoutFormValues;
}

type TBlocker = 'checkout.amountRequired' | 'checkout.methodRequired' | 'checkout.termsRequired';

/**
 * Message keys (shared dictionary) of what still keeps the pay button disabled, in order. A claim
 * with nothing to pay (`free`: a discount code made it free) needs no payment method, only the
 * accepted terms; a pay-what-you-want amount that cannot be paid (`amountProblem`) comes first.
 */
export function checkoutBlockers(values: {
  paymentMethod?: string | null;
  acceptTerms?: boolean | null;
  free?: boolean;
  amountProblem?: boolean;
}): TBlocker[] {
  const blockers: TBlocker[] = [];
  if (values.amountProblem) blockers.push('checkout.amountRequired');
  if (!values.free && !values.paymentMethod) blockers.push('checkout.methodRequired');
  if (values.acceptTerms !== true) blockers.push('checkout.termsRequired');
  return blockers;
}

/** Whether this person can buy this app here, or why not. */
export type TCheckoutAvailability =
  /** Free apps are not bought: the checkout sends the person to the app's page. */
  | 'free'
  /** The buyer's own app. */
  | 'own'
  /** Bought already (or otherwise open to them): the page shows the access link. */
  | 'owned'
  /** Not published (or suspended): not for sale. */
  | 'notForSale'
  | 'available';

export function checkoutAvailability(
  project: Pick<TProject, 'price' | 'payWhatYouWant' | 'hasAccess' | 'developerId' | 'status'>,
  userId: string | null,
): TCheckoutAvailability {
  // Pay what you want from $0 is open to all, and may still be paid for.
  if (!(project.price > 0) && !project.payWhatYouWant) return 'free';
  if (userId && project.developerId === userId) return 'own';
  if (project.hasAccess && project.price > 0) return 'owned';
  if (toProjectStatus(project.status) !== 'PUBLISHED') return 'notForSale';
  return 'available';
}
