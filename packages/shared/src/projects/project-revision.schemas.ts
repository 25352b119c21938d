import { z } from 'zod';
import { ADMIN_LIMITS } from '../dashboards/admin-limits';
import type { TProjectInput } from './project.schemas';

/**
 * A revision is an owner's edit of a published app, waiting for an admin while the published
 * version stays in the store. At most one is PENDING per project; a refused one keeps the admin's
 * reason for the developer.
 */
export const REVISION_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type TRevisionStatus = (typeof REVISION_STATUSES)[number];

/** The form fields a revision proposes: the project input without the commission (an admin's setting). */
export type TRevisionFields = Omit<TProjectInput, 'customCommissionRate' | 'enableCommissions'>;

/**
 * The fields an admin compares, in the order of the project form. `originalPrice` is the crossed-out
 * price, null when there is no discount.
 */
export const REVISION_FIELDS = [
  'name',
  'shortDescription',
  'description',
  'category',
  'targetAudience',
  'version',
  'license',
  'isOpenSource',
  'price',
  'payWhatYouWant',
  'suggestedPrice',
  'originalPrice',
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
] as const;
export type TRevisionField = (typeof REVISION_FIELDS)[number];

/** The proposed fields as the API returns them (the same values the form sends). */
export const ZRevisionFields = z.object({
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  version: z.string(),
  price: z.number(),
  payWhatYouWant: z.boolean().optional(),
  suggestedPrice: z.number().nullish(),
  originalPrice: z.number().nullish(),
  currency: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  keywords: z.array(z.string()),
  targetAudience: z.string(),
  sourceCodeUrl: z.string(),
  supportEmail: z.string(),
  mainImage: z.string(),
  demoUrl: z.string(),
  documentationUrl: z.string().nullish(),
  videoUrl: z.string().nullish(),
  privacyPolicyUrl: z.string().nullish(),
  termsOfServiceUrl: z.string().nullish(),
  screenshots: z.array(z.string()),
  license: z.string().nullish(),
  isOpenSource: z.boolean(),
  allowTrialVersion: z.boolean(),
  seoTitle: z.string().nullish(),
  seoDescription: z.string().nullish(),
});

/**
 * The owner's latest revision of a published app while it matters to them: waiting for review, or
 * refused with the admin's reason. Sent to the owner and admins only.
 */
export const ZPendingRevision = z.object({
  status: z.enum(['PENDING', 'REFUSED']),
  fields: ZRevisionFields,
  /** The admin's reason for a refusal. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TPendingRevision = z.infer<typeof ZPendingRevision>;

/** The same state in the developer's list of apps, without the fields. */
export const ZRevisionState = ZPendingRevision.omit({ fields: true });
export type TRevisionState = z.infer<typeof ZRevisionState>;

/** One value of a compared field: text, number, yes/no, a list, or nothing. */
export const ZRevisionValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type TRevisionValue = z.infer<typeof ZRevisionValue>;

export const ZRevisionChange = z.object({
  field: z.enum(REVISION_FIELDS),
  before: ZRevisionValue,
  after: ZRevisionValue,
});
export type TRevisionChange = z.infer<typeof ZRevisionChange>;

// ---- GET /api/admin/revisions, PUT /api/admin/revisions/{id} ----

/** A pending revision as the admin reviews it: only the fields that change, live value → proposed value. */
export const ZAdminRevision = z.object({
  id: z.string(),
  projectId: z.string(),
  projectSlug: z.string(),
  /** The name the store shows now. */
  projectName: z.string(),
  projectStatus: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  createdAt: z.string(),
  /** When the developer last replaced the proposed fields. */
  updatedAt: z.string(),
  changes: z.array(ZRevisionChange),
});
export type TAdminRevision = z.infer<typeof ZAdminRevision>;

/** The reason of a refusal, which the developer reads. */
export const ZRevisionRefusalReason = z
  .string({ error: (issue) => (issue.input === undefined ? 'admin.revisionReasonRequired' : undefined) })
  .trim()
  .min(1, 'admin.revisionReasonRequired')
  .min(ADMIN_LIMITS.revisionReasonMin, 'admin.revisionReasonLength')
  .max(ADMIN_LIMITS.revisionReasonMax, 'admin.revisionReasonLength')
  // Blank is refused once trimmed: the document says so with a pattern.
  .meta({ pattern: '\\S' });

/** APPROVE applies the fields to the live app; REFUSE keeps the live app and needs a reason. */
export const ZRevisionDecision = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('APPROVE') }),
    z.object({ decision: z.literal('REFUSE'), note: ZRevisionRefusalReason }),
  ],
  { error: 'validation.invalid' },
);
export type TRevisionDecision = z.infer<typeof ZRevisionDecision>;

/** A decided revision. */
export const ZRevisionOutcome = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  status: z.enum(REVISION_STATUSES),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TRevisionOutcome = z.infer<typeof ZRevisionOutcome>;
