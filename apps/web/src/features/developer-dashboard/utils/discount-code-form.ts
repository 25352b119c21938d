import { type TDiscountCodeCreate, ZDiscountCodeText } from '@vitrina/shared/payments/discount.schemas';
import { z } from 'zod';

/** The 'Nuevo código' form, as typed: text fields, checked in the browser before the server checks again. */
export const ZDiscountCodeForm = z.object({
  code: ZDiscountCodeText,
  projectId: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.string().trim().min(1, 'discount.valueRequired'),
  startsAt: z.string(),
  endsAt: z.string(),
  maxUses: z.string().trim(),
  /** Shown as a sale on the store's card and the app's page while it runs. */
  isPublic: z.boolean(),
});
export type TDiscountCodeForm = z.infer<typeof ZDiscountCodeForm>;

export const DISCOUNT_CODE_FIELDS = [
  'code',
  'projectId',
  'kind',
  'value',
  'startsAt',
  'endsAt',
  'maxUses',
  'isPublic',
] as const;

/**
 * The form's text as the API's body: dates typed in the person's own time (a `datetime-local`
 * field) as instants, a decimal comma read as a point, empty limits as none.
 */
export function discountCodeBody(values: TDiscountCodeForm): TDiscountCodeCreate {
  const instant = (local: string) => (local ? new Date(local).toISOString() : null);
  const value = Number(values.value.replace(',', '.'));
  return {
    code: values.code,
    projectId: values.projectId || null,
    kind: values.kind,
    ...(values.kind === 'percent' ? { percent: value } : { amount: value }),
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    maxUses: values.maxUses ? Number(values.maxUses) : null,
    isPublic: values.isPublic,
  };
}

/** The form's field a server detail names (the value is the API's `percent` or `amount`), or null. */
export function discountCodeField(field: string): (typeof DISCOUNT_CODE_FIELDS)[number] | null {
  const name = field.split(/[./]/).filter(Boolean).pop() ?? '';
  if (name === 'percent' || name === 'amount') return 'value';
  return (DISCOUNT_CODE_FIELDS as readonly string[]).includes(name)
    ? (name as (typeof DISCOUNT_CODE_FIELDS)[number])
    : null;
}
