import { z } from 'zod';
import { ZHostedBuild } from '../builds/build.schemas';
import { ZCommentReply } from '../engagement/comment-reply.schemas';
import { ZGithubCheckState } from '../github/github-check.schemas';
import { PROJECT_LIST_LIMITS, STORE_SORTS } from './project-limits';
import { ZPendingRevision, ZRevisionState } from './project-revision.schemas';
import { PROJECT_NOTE_CODES } from './statuses';

/**
 * A sale running now on an app: a discount code its developer made public, with the price after it
 * (pay what you want: the minimum after it) and when it ends. Anyone may type the code; the
 * checkout applies it by itself.
 */
export const ZPublicSale = z.object({
  code: z.string(),
  /** What it takes off the price, in whole percent (rounded; a fixed amount too). */
  percentOff: z.number(),
  /** The price after it. */
  price: z.number(),
  endsAt: z.string().nullable(),
});
export type TPublicSale = z.infer<typeof ZPublicSale>;

/** A project as the API returns it. Derived figures (average rating, sales) are computed by the server. */
export const ZProject = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Same as name: existing clients read either. */
  title: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  version: z.string(),
  /** The price; for a pay-what-you-want app, the least a buyer may pay. */
  price: z.number(),
  /** Pay what you want: the buyer chooses the amount, of at least `price`. */
  payWhatYouWant: z.boolean(),
  /** Pay what you want: the amount suggested; null when none (or a fixed price). */
  suggestedPrice: z.number().nullable(),
  /** A public discount running now; null when none. */
  sale: ZPublicSale.nullable(),
  currency: z.string(),
  originalPrice: z.number(),
  mainImage: z.string(),
  screenshots: z.array(z.string()),
  videoUrl: z.string().nullable(),
  category: z.string(),
  tags: z.array(z.string()),
  keywords: z.array(z.string()),
  targetAudience: z.string(),
  /** The app's address: null for a paid app the viewer has not bought. */
  demoUrl: z.string().nullable(),
  /** Whether the viewer may open the app (free, bought, own, or admin). */
  hasAccess: z.boolean(),
  documentationUrl: z.string().nullable(),
  sourceCodeUrl: z.string(),
  supportEmail: z.string(),
  privacyPolicyUrl: z.string().nullable(),
  termsOfServiceUrl: z.string().nullable(),
  license: z.string().nullable(),
  isOpenSource: z.boolean(),
  allowTrialVersion: z.boolean(),
  isFeatured: z.boolean(),
  enableCommissions: z.boolean(),
  /** The commission rate that applies to a sale of this project now (0.1 = 10 %). */
  customCommissionRate: z.number(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  status: z.string(),
  observations: z.string().nullable(),
  /** A note the product wrote (shown translated); null when there is none. */
  observationsCode: z.enum(PROJECT_NOTE_CODES).nullable(),
  publishedDate: z.string().nullable(),
  lastUpdated: z.string(),
  createdAt: z.string(),
  views: z.number(),
  totalSales: z.number(),
  totalRevenue: z.number(),
  totalDownloads: z.number(),
  downloadCount: z.number(),
  rating: z.number(),
  averageRating: z.number(),
  totalReviews: z.number(),
  totalRatings: z.number(),
  ratingsBreakdown: z.object({
    rating1: z.number(),
    rating2: z.number(),
    rating3: z.number(),
    rating4: z.number(),
    rating5: z.number(),
  }),
  developerId: z.string(),
  developerName: z.string(),
  developerIsInternal: z.boolean(),
  /** Comments as single-entry maps, commenter name -> text, oldest first (the shape existing clients read). */
  userobservations: z.array(z.record(z.string(), z.string())),
  /** The same comments with their ids, authors and dates, oldest first, each with the developer's reply. */
  comments: z.array(
    z.object({
      id: z.string(),
      authorId: z.string().nullable(),
      authorName: z.string(),
      text: z.string(),
      createdAt: z.string(),
      /** The app developer's reply, or null. */
      reply: ZCommentReply.nullable(),
    }),
  ),
  features: z.array(z.string()),
  compatibility: z.array(z.string()),
  technologies: z.array(z.string()),
  size: z.string().nullable(),
  /**
   * Changes of a published app waiting for review, or refused with the admin's reason (its owner
   * and admins only; absent for everyone else, null when there are none).
   */
  pendingRevision: ZPendingRevision.nullable().optional(),
  /**
   * The repository check GitHub could not answer yet (PENDING: checked again in the background; the
   * app cannot be approved meanwhile) or that failed later (FAILED: fix the address). Owner and
   * admins only; null when it passed.
   */
  githubCheck: ZGithubCheckState.nullable().optional(),
  /** The build Vitrina hosts for this app (its approved current build); null when it has none. */
  hostedBuild: ZHostedBuild.nullable(),
});
export type TProject = z.infer<typeof ZProject>;

/** A store card. */
export const ZSimplifiedProject = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  price: z.number(),
  /** Pay what you want: the card says 'Desde' the price (the minimum). */
  payWhatYouWant: z.boolean(),
  /** A public discount running now; null when none. */
  sale: ZPublicSale.nullable(),
  mainImage: z.string(),
  category: z.string(),
  averageRating: z.number(),
  totalRatings: z.number(),
});
export type TSimplifiedProject = z.infer<typeof ZSimplifiedProject>;

export const ZProjectPage = z.object({
  projects: z.array(ZSimplifiedProject),
  currentPage: z.number(),
  /** A lower bound when `totalCapped`. */
  totalPages: z.number(),
  /** How many apps match; when `totalCapped`, the cap (1,000): more than that many match. */
  totalElements: z.number(),
  /**
   * True when a search matches more than `STORE_COUNT_CAP` apps: they are not counted further, so
   * `totalElements` and `totalPages` are lower bounds and `hasNext` alone says whether a page follows.
   */
  totalCapped: z.boolean(),
  hasNext: z.boolean(),
});
export type TProjectPage = z.infer<typeof ZProjectPage>;

/** Categories that have published projects, with counts, for the store's filter row. */
export const ZCategoryCounts = z.object({
  categories: z.array(z.object({ category: z.string(), count: z.number() })),
  freeCount: z.number(),
});
export type TCategoryCounts = z.infer<typeof ZCategoryCounts>;

/** A developer's list item: a card plus status and developer name. */
export const ZDeveloperProject = ZSimplifiedProject.extend({
  status: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  version: z.string(),
  tags: z.array(z.string()),
  views: z.number(),
  totalSales: z.number(),
  observations: z.string().nullable(),
  observationsCode: z.enum(PROJECT_NOTE_CODES).nullable(),
  lastUpdated: z.string(),
  /**
   * The project's latest deletion request and the admin's answer (owner and admins only; absent
   * for everyone else and in other lists).
   */
  deletionRequest: z
    .object({
      status: z.enum(['PENDING', 'ACCEPTED', 'REFUSED']),
      reason: z.string(),
      note: z.string().nullable(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** The app's changes waiting for review, or refused (owner and admins only, as `deletionRequest`). */
  pendingRevision: ZRevisionState.nullable().optional(),
});
export type TDeveloperProject = z.infer<typeof ZDeveloperProject>;

export const ZDeveloperProjectList = z.object({
  developerId: z.string(),
  developerName: z.string(),
  projects: z.array(ZDeveloperProject),
});
export type TDeveloperProjectList = z.infer<typeof ZDeveloperProjectList>;

export const ZProjectListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(48).default(12),
  q: z.string().trim().max(PROJECT_LIST_LIMITS.searchMax).optional(),
  category: z.string().trim().max(PROJECT_LIST_LIMITS.categoryMax).optional(),
  /** Unset: by relevance when searching, else newest first. */
  sort: z.enum(STORE_SORTS).optional(),
});
export type TProjectListQuery = z.infer<typeof ZProjectListQuery>;
