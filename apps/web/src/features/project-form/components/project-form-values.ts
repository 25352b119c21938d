import { zodResolver } from '@hookform/resolvers/zod';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import {
  type TProjectFormValues,
  type TProjectInput,
  ZProjectInput,
} from '@vitrina/shared/projects/project.schemas';
import type { DefaultValues, Resolver } from 'react-hook-form';

export type { TProjectFormValues, TProjectInput };

type TProjectInputField = keyof typeof ZProjectInput.shape;

/**
 * The fields of the shared schema the developer does not write: the currency is always USD, the
 * crossed-out price follows the price (toProjectPayload), and the commission is an administrator's.
 */
const NOT_IN_FORM = [
  'originalPrice',
  'currency',
  'customCommissionRate',
  'enableCommissions',
] as const satisfies ReadonlyArray<TProjectInputField>;

export type TProjectFormField = Exclude<TProjectInputField, (typeof NOT_IN_FORM)[number]>;

/**
 * The fields the form shows: every field of the shared schema but those above, so a field added to
 * the schema is one of the form's (server errors are matched against them).
 */
export const PROJECT_FORM_FIELDS: ReadonlyArray<TProjectFormField> = Object.keys(ZProjectInput.shape).filter(
  (field): field is TProjectFormField => !(NOT_IN_FORM as readonly string[]).includes(field),
);

export function isProjectFormField(name: string): name is TProjectFormField {
  return (PROJECT_FORM_FIELDS as readonly string[]).includes(name);
}

/** A value for each of the form's fields: a field added to the schema does not compile until it has one. */
type TEveryFormField = Record<TProjectFormField, unknown>;

/** What the shared schema gives a field that is left out (the version, the switches, the screenshots). */
function schemaDefault<K extends TProjectFormField>(field: K): TProjectInput[K] {
  return ZProjectInput.shape[field].parse(undefined) as TProjectInput[K];
}

const schemaResolver = zodResolver(ZProjectInput);

/**
 * The shared schema, the same one the server checks the body with. Empty screenshot rows are left
 * out first (a row just added is not an error, and it is not sent); the errors of the others are
 * put back at the row they came from.
 */
export const projectFormResolver: Resolver<TProjectFormValues, unknown, TProjectInput> = async (
  values,
  context,
  options,
) => {
  const rows = (values.screenshots ?? []).map((url, row) => ({ url, row }));
  const kept = rows.filter(({ url }) => url.trim() !== '');
  const result = await schemaResolver(
    { ...values, screenshots: kept.map(({ url }) => url) },
    context,
    options,
  );
  const shotErrors = result.errors.screenshots;
  if (Array.isArray(shotErrors)) {
    const placed: unknown[] = [];
    shotErrors.forEach((error, index) => {
      const origin = kept[index];
      if (error && origin) placed[origin.row] = error;
    });
    (result.errors as Record<string, unknown>).screenshots = placed;
  }
  return result;
};

/** The payload's fixed commission: the server ignores it from developers and applies the real rate. */
export const PAYLOAD_COMMISSION_RATE = 0.1;

/**
 * An empty form. The price starts empty (undefined, but present: an absent key would make the
 * untouched form count as changed) so the developer chooses it; 0 means free.
 */
export function emptyProjectValues(supportEmail = ''): DefaultValues<TProjectFormValues> {
  return {
    name: '',
    shortDescription: '',
    description: '',
    category: '',
    targetAudience: '',
    version: schemaDefault('version'),
    license: '',
    isOpenSource: schemaDefault('isOpenSource'),
    price: undefined,
    payWhatYouWant: schemaDefault('payWhatYouWant'),
    suggestedPrice: undefined,
    allowTrialVersion: schemaDefault('allowTrialVersion'),
    demoUrl: '',
    sourceCodeUrl: '',
    documentationUrl: '',
    videoUrl: '',
    privacyPolicyUrl: '',
    termsOfServiceUrl: '',
    mainImage: '',
    screenshots: schemaDefault('screenshots'),
    tags: [],
    keywords: [],
    supportEmail,
    seoTitle: '',
    seoDescription: '',
  } satisfies TEveryFormField;
}

/**
 * The form filled with a project to edit (missing optional values become empty inputs). A published
 * app with changes waiting (or refused) opens with those changes, so an edit continues them.
 */
export function projectToFormValues(project: TProject): DefaultValues<TProjectFormValues> {
  const source = project.pendingRevision?.fields ?? project;
  return {
    name: source.name,
    shortDescription: source.shortDescription,
    description: source.description,
    category: source.category,
    targetAudience: source.targetAudience,
    version: source.version,
    license: source.license ?? '',
    isOpenSource: source.isOpenSource,
    price: source.price,
    payWhatYouWant: source.payWhatYouWant ?? false,
    suggestedPrice: source.suggestedPrice ?? undefined,
    allowTrialVersion: source.allowTrialVersion,
    demoUrl: source.demoUrl ?? '',
    sourceCodeUrl: source.sourceCodeUrl,
    documentationUrl: source.documentationUrl ?? '',
    videoUrl: source.videoUrl ?? '',
    privacyPolicyUrl: source.privacyPolicyUrl ?? '',
    termsOfServiceUrl: source.termsOfServiceUrl ?? '',
    mainImage: source.mainImage,
    screenshots: [...source.screenshots],
    tags: [...source.tags],
    keywords: [...source.keywords],
    supportEmail: source.supportEmail,
    seoTitle: source.seoTitle ?? '',
    seoDescription: source.seoDescription ?? '',
  } satisfies TEveryFormField;
}

/**
 * The body of create and update: the parsed values (empty optional URLs already dropped by the
 * schema) plus customCommissionRate, which existing clients send. originalPrice defaults to the price; an edit keeps
 * a higher original price the project already had (the crossed-out price of a discount).
 */
export function toProjectPayload(values: TProjectInput, initial?: TProject): TProjectInput {
  const base = initial?.pendingRevision?.fields ?? initial;
  const original = base?.originalPrice ?? undefined;
  const keptOriginal = base && original !== undefined && original > base.price ? original : undefined;
  return {
    ...values,
    originalPrice: keptOriginal ?? values.price,
    customCommissionRate: PAYLOAD_COMMISSION_RATE,
  };
}
