import { z } from 'zod';
import { LIMITS } from '../config/limits';
import { CATEGORIES } from './categories';
import { PROJECT_TEXT_LIMITS as T } from './project-limits';
import { isHttpUrl, isImageUrl, parseRepositoryUrl } from './project-urls';
import { PROJECT_STATUSES, toProjectStatus } from './statuses';

/** Limits of the project form, checked alike by the form and the server. */
export const PROJECT_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  descriptionMin: 50,
  descriptionMax: 2000,
  shortDescriptionMin: 20,
  shortDescriptionMax: 200,
  /** The form's input stops at 150 characters, as the form always has; the API accepts 200. */
  shortDescriptionInputMax: 150,
  targetAudienceMin: 10,
  priceMax: 10_000,
  screenshotsMax: 5,
  tagsMin: 2,
  tagsMax: 10,
  keywordsMin: 3,
  keywordsMax: 15,
  termMax: 40,
  urlMax: 2048,
} as const;

const L = PROJECT_LIMITS;

const requiredText = (requiredKey: string, min: number, max: number, lengthKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).min(min, lengthKey).max(max, lengthKey);

const requiredUrl = (requiredKey: string, accepts: (value: string) => boolean = isHttpUrl) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(L.urlMax, 'project.urlInvalid')
    .refine(accepts, 'project.urlInvalid');

/** An optional URL: empty strings become undefined (the payload omits empty optional URLs). */
const optionalUrl = z
  .string()
  .trim()
  .max(L.urlMax, 'project.urlInvalid')
  .refine((value) => value === '' || isHttpUrl(value), 'project.urlInvalid')
  .nullish()
  .transform((value) => value || undefined);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'project.textTooLong')
    .nullish()
    .transform((value) => value || undefined);

/** A list of tags or keywords: trimmed, lower-cased, without empties or repeats, then counted. */
const terms = (min: number, max: number, countKey: string) =>
  z
    .array(z.string({ error: 'project.termInvalid' }).max(L.termMax, 'project.termInvalid'), {
      error: countKey,
    })
    .transform((values) => [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.string()).min(min, countKey).max(max, countKey));

export const ZPrice = z
  .number({ error: 'project.priceInvalid' })
  .finite('project.priceInvalid')
  .min(0, 'project.priceInvalid')
  .max(L.priceMax, 'project.priceMax')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'project.priceDecimals');

/** Every field a developer writes in the project form; the same rules in the form and on the server. */
export const ZProjectInput = z
  .object({
    name: requiredText('project.nameRequired', L.nameMin, L.nameMax, 'project.nameLength'),
    description: requiredText(
      'project.descriptionRequired',
      L.descriptionMin,
      L.descriptionMax,
      'project.descriptionLength',
    ),
    shortDescription: requiredText(
      'project.shortDescriptionRequired',
      L.shortDescriptionMin,
      L.shortDescriptionMax,
      'project.shortDescriptionLength',
    ),
    version: z
      .string()
      .trim()
      .regex(/^\d{1,4}(\.\d{1,4}){0,3}([-+][\w.]{1,20})?$/, 'project.versionInvalid')
      .optional()
      .default('1.0.0'),
    /** The price; for a pay-what-you-want app, the least a buyer may pay (0 allowed). */
    price: ZPrice,
    /** Pay what you want: the buyer types an amount of at least `price`. */
    payWhatYouWant: z.boolean().optional().default(false),
    /** Pay what you want: the amount suggested to the buyer (at least the minimum); none: the minimum. */
    suggestedPrice: ZPrice.nullish().transform((value) => value ?? undefined),
    /** Shown crossed out when higher than the price; defaults to the price. */
    originalPrice: ZPrice.nullish(),
    currency: z.literal('USD').optional().default('USD'),
    category: z
      .string({ error: 'project.categoryRequired' })
      .min(1, 'project.categoryRequired')
      .pipe(z.enum(CATEGORIES, { error: 'project.categoryInvalid' })),
    tags: terms(L.tagsMin, L.tagsMax, 'project.tagsCount'),
    keywords: terms(L.keywordsMin, L.keywordsMax, 'project.keywordsCount'),
    targetAudience: requiredText(
      'project.targetAudienceRequired',
      L.targetAudienceMin,
      500,
      'project.targetAudienceMin',
    ),
    sourceCodeUrl: requiredUrl('project.sourceCodeUrlRequired').refine(
      (value) => parseRepositoryUrl(value) !== null,
      'project.sourceCodeUrlFormat',
    ),
    supportEmail: z
      .string({ error: 'project.supportEmailRequired' })
      .trim()
      .toLowerCase()
      .min(1, 'project.supportEmailRequired')
      .max(LIMITS.emailMax, 'project.supportEmailInvalid')
      .pipe(z.email({ error: 'project.supportEmailInvalid' })),
    mainImage: requiredUrl('project.mainImageRequired', isImageUrl),
    demoUrl: requiredUrl('project.demoUrlRequired'),
    documentationUrl: optionalUrl,
    videoUrl: optionalUrl,
    privacyPolicyUrl: optionalUrl,
    termsOfServiceUrl: optionalUrl,
    screenshots: z
      .array(z.string().trim().max(L.urlMax, 'project.urlInvalid').refine(isImageUrl, 'project.urlInvalid'))
      .max(L.screenshotsMax, 'project.screenshotsMax')
      .optional()
      .default([]),
    license: optionalText(T.licenseMax),
    isOpenSource: z.boolean().optional().default(false),
    allowTrialVersion: z.boolean().optional().default(false),
    seoTitle: optionalText(T.seoTitleMax),
    seoDescription: optionalText(T.seoDescriptionMax),
    /** Accepted for existing clients' payloads; only an administrator's value is applied. */
    customCommissionRate: z.number().min(0).max(1).nullish(),
    enableCommissions: z.boolean().optional(),
  })
  .refine(
    (input) =>
      !input.payWhatYouWant || input.suggestedPrice === undefined || input.suggestedPrice >= input.price,
    { message: 'project.suggestedBelowMinimum', path: ['suggestedPrice'] },
  );
export type TProjectInput = z.output<typeof ZProjectInput>;
export type TProjectFormValues = z.input<typeof ZProjectInput>;

export const ZProjectStatus = z.preprocess(
  (value) => (typeof value === 'string' ? (toProjectStatus(value) ?? value) : value),
  z.enum(PROJECT_STATUSES, { error: 'validation.invalid' }),
);

/** `PUT /api/project/{id}` with a status: a transition rather than an edit. */
export const ZProjectStatusChange = z.object({
  status: ZProjectStatus,
  reason: z.string().trim().max(T.reviewNoteMax, 'project.textTooLong').optional(),
  observations: z.string().trim().max(T.reviewNoteMax, 'project.textTooLong').optional(),
});
export type TProjectStatusChange = z.infer<typeof ZProjectStatusChange>;

export const ZDeletionRequest = z.object({
  reason: z
    .string({ error: 'project.deletionReasonRequired' })
    .trim()
    .min(1, 'project.deletionReasonRequired')
    .max(T.deletionReasonMax, 'project.textTooLong'),
});
export type TDeletionRequest = z.infer<typeof ZDeletionRequest>;
