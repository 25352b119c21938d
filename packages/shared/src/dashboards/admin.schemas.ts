import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { ZGithubCheckState } from '../github/github-check.schemas';
import { PAYMENT_PROVIDERS, PAYOUT_STATUSES } from '../payments/payment.schemas';
import { PROJECT_NOTE_CODES } from '../projects/statuses';
import { ADMIN_LIMITS } from './admin-limits';

/** Paging shared by the admin lists (0-based pages, as the store's). */
export const ZAdminPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(ADMIN_LIMITS.pageSize),
  q: z.string().trim().max(ADMIN_LIMITS.searchMax).optional(),
});

const page = <T extends z.ZodType, K extends string>(item: T, key: K) =>
  z.object({
    ...({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>),
    currentPage: z.number(),
    totalPages: z.number(),
    totalElements: z.number(),
    hasNext: z.boolean(),
  });

// ---- Overview: GET /api/admin/overview ----

export const ZAdminOverview = z.object({
  projects: z.object({
    total: z.number(),
    /** UNDER_REVIEW: waiting for a decision. */
    underReview: z.number(),
    /** PENDING. */
    pending: z.number(),
    published: z.number(),
    draft: z.number(),
    rejected: z.number(),
    suspended: z.number(),
    /** Approvals and rejections decided since 00:00 UTC today. */
    reviewedToday: z.number(),
  }),
  /** Sales figures leave refunded sales out. */
  sales: z.object({
    count: z.number(),
    revenue: z.number(),
    /** What the platform kept. */
    commission: z.number(),
    /** What developers earned in total. */
    developerNet: z.number(),
    /** What developers are owed now: the sum of the positive balances, and how many developers. */
    pendingPayouts: z.number(),
    pendingPayoutCount: z.number(),
    /** The sum of the payouts made. */
    paidPayouts: z.number(),
  }),
  users: z.object({
    total: z.number(),
    developers: z.number(),
    unverifiedDevelopers: z.number(),
  }),
  pendingDeletionRequests: z.number(),
  /** Changes of published apps waiting for a decision. */
  pendingRevisions: z.number(),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

// ---- Projects: GET /api/admin/projects?status&q&page&size ----

export const ZAdminProjectQuery = ZAdminPageQuery.extend({
  /** One of the project statuses, or absent for all. */
  status: z.string().trim().max(20).optional(),
});

export const ZAdminProject = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  mainImage: z.string(),
  category: z.string(),
  price: z.number(),
  status: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  observations: z.string().nullable(),
  observationsCode: z.enum(PROJECT_NOTE_CODES).nullable(),
  views: z.number(),
  totalSales: z.number(),
  createdAt: z.string(),
  lastUpdated: z.string(),
  /** An open deletion request for this project, if any. */
  pendingDeletionRequestId: z.string().nullable(),
  /**
   * A GitHub check of this project's repository or of its developer's profile that has not passed
   * (PENDING: GitHub could not answer yet; FAILED: it does not exist): the project cannot be
   * approved until it does. Null when nothing is open.
   */
  githubCheck: ZGithubCheckState.nullable(),
});
export type TAdminProject = z.infer<typeof ZAdminProject>;
export const ZAdminProjectPage = page(ZAdminProject, 'projects');
export type TAdminProjectPage = z.infer<typeof ZAdminProjectPage>;

// ---- Users: GET /api/admin/users?role&q&page&size, PUT /api/admin/users/{id} ----

export const ZAdminUserQuery = ZAdminPageQuery.extend({ role: z.enum(ROLES).optional() });

export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  isInternal: z.boolean(),
  /** The developer's own commission rate set by an admin (0.1 = 10 %), or null for the platform's. */
  commissionRate: z.number().nullable(),
  paypalMerchantId: z.string().nullable(),
  githubProfile: z.string().nullable(),
  projectCount: z.number(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUserPage = page(ZAdminUser, 'users');
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

/** What an admin may change on an account (developers only for all three). */
export const ZAdminUserUpdate = z
  .object({
    verified: z.boolean().optional(),
    isInternal: z.boolean().optional(),
    commissionRate: z.number().min(0, 'admin.rateRange').max(1, 'admin.rateRange').nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'validation.required' });
export type TAdminUserUpdate = z.infer<typeof ZAdminUserUpdate>;

// ---- Deletion requests: GET /api/admin/deletion-requests?status, PUT /api/admin/deletion-requests/{id} ----

export const DELETION_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED'] as const;
export const ZDeletionRequestQuery = z.object({
  status: z.enum([...DELETION_REQUEST_STATUSES, 'ALL']).default('PENDING'),
});

export const ZAdminDeletionRequest = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  projectStatus: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  reason: z.string(),
  status: z.enum(DELETION_REQUEST_STATUSES),
  decisionNote: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminDeletionRequest = z.infer<typeof ZAdminDeletionRequest>;

const ZDecisionNote = z.string().trim().max(ADMIN_LIMITS.decisionNoteMax, 'validation.tooLong');

/**
 * ACCEPT suspends the project; REFUSE needs a note for the developer. One branch per decision, so
 * the API document (and a client generated from it) requires the note of a refusal.
 */
export const ZDeletionDecision = z
  .discriminatedUnion(
    'decision',
    [
      z.object({ decision: z.literal('ACCEPT'), note: ZDecisionNote.optional() }),
      z.object({
        decision: z.literal('REFUSE'),
        note: z
          .string({ error: (issue) => (issue.input === undefined ? 'admin.refusalNoteRequired' : undefined) })
          .trim()
          .max(ADMIN_LIMITS.decisionNoteMax, 'validation.tooLong')
          .min(1, 'admin.refusalNoteRequired')
          // Blank is refused once trimmed: the document says so with a pattern.
          .meta({ pattern: '\\S' }),
      }),
    ],
    { error: 'validation.invalid' },
  )
  // An unknown decision still has its note checked, so one answer names every wrong field.
  .superRefine(
    (body, ctx) => {
      const note = ZDecisionNote.optional().safeParse((body as { note?: unknown } | null)?.note);
      for (const issue of note.error?.issues ?? [])
        ctx.addIssue({ ...issue, path: ['note', ...issue.path] } as z.core.$ZodRawIssue);
    },
    { when: ({ issues }) => issues.length > 0 && issues.every((issue) => issue.path?.[0] === 'decision') },
  );
/** A decision as the server reads it (the web form builds one object whatever the choice). */
export type TDeletionDecision = { decision: 'ACCEPT' | 'REFUSE'; note?: string };

// ---- Decisions log: GET /api/admin/decisions?page&size ----

export const ZAdminDecision = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  actorName: z.string().nullable(),
  /** project.approved, project.rejected, project.suspended, deletion.accepted, deletion.refused, ... */
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The developer's reason (rejections: the reviewer's). */
  reason: z.string().nullable(),
  /** The admin's note on a deletion decision. */
  note: z.string().nullable(),
  at: z.string(),
});
export type TAdminDecision = z.infer<typeof ZAdminDecision>;
export const ZAdminDecisionPage = page(ZAdminDecision, 'decisions');
export type TAdminDecisionPage = z.infer<typeof ZAdminDecisionPage>;

// ---- Sales report: GET /api/admin/sales?from&to&page&size, GET /api/admin/sales.csv?from&to ----

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'validation.invalid');
export const ZSalesReportQuery = ZAdminPageQuery.extend({ from: ZDay.optional(), to: ZDay.optional() });

export const ZAdminSale = z.object({
  saleId: z.string(),
  orderId: z.string(),
  date: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  developerName: z.string(),
  buyerEmail: z.string(),
  amount: z.number(),
  commission: z.number(),
  developerNet: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  payoutStatus: z.enum(PAYOUT_STATUSES),
  /** A refunded sale stays listed, marked; it counts in no total. */
  refunded: z.boolean(),
});
export type TAdminSale = z.infer<typeof ZAdminSale>;
export const ZAdminSalesReport = page(ZAdminSale, 'sales').extend({
  /** Of the range's sales that were not refunded. */
  totals: z.object({
    count: z.number(),
    amount: z.number(),
    commission: z.number(),
    developerNet: z.number(),
  }),
});
export type TAdminSalesReport = z.infer<typeof ZAdminSalesReport>;

// ---- Paid developer payouts: GET /api/admin/payouts?page&size ----

/** A payout made to a developer: of their balance, settling `salesCount` sales. */
export const ZAdminPayout = z.object({
  payoutId: z.string(),
  /** The one sale of a payout made before payouts were per developer; null since. */
  saleId: z.string().nullable(),
  /** That sale's app; null for a payout of a balance. */
  projectName: z.string().nullable(),
  salesCount: z.number(),
  developerName: z.string(),
  amount: z.number(),
  receiverMerchantId: z.string(),
  reference: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: z.string(),
  paidByName: z.string().nullable(),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;
export const ZAdminPayoutPage = page(ZAdminPayout, 'payouts');
export type TAdminPayoutPage = z.infer<typeof ZAdminPayoutPage>;
