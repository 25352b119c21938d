import { zodResolver } from '@hookform/resolvers/zod';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import {
  type TProjectFormValues,
  type TProjectInput,
  ZProjectInput,
} from '@vitrina/shared/projects/project.schemas';
import type { DefaultValues, Resolver } from 'react-hook-form';

export type { TProjectFormValues, TProjectInput };

/** The fields the form shows, in the order they appear (server errors are matched against them). */
export const PROJECT_FORM_FIELDS = [
  'name',
  'shortDescription',
  'description',
  'category',
  'targetAudience',
  'version',
  'license',
  'isOpenSource',
  'price',
  'allowTrialVersion',
  'demoUrl',
  'sourceCodeUrl',
  'documentationUrl',
  'videoUrl',
  'privacyPolicyUrl',
  'termsOfServiceUrl',
  'mainImage',
  'screenshots',
  'tags',
  'keywords',
  'supportEmail',
  'seoTitle',
  'seoDescription',
] as const satisfies ReadonlyArray<keyof TProjectFormValues>;

export type TProjectFormField = (typeof PROJECT_FORM_FIELDS)[number];

export function isProjectFormField(name: string): name is TProjectFormField {
  return (PROJECT_FORM_FIELDS as readonly string[]).includes(name);
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
    version: '1.0.0',
    license: '',
    isOpenSource: false,
    price: undefined,
    allowTrialVersion: false,
    demoUrl: '',
    sourceCodeUrl: '',
    documentationUrl: '',
    videoUrl: '',
    privacyPolicyUrl: '',
    termsOfServiceUrl: '',
    mainImage: '',
    screenshots: [],
    tags: [],
    keywords: [],
    supportEmail,
    seoTitle: '',
    seoDescription: '',
  };
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
  };
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
