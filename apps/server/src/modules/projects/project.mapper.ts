import type { THostedBuild } from '@vitrina/shared/builds/build.schemas';
import type { TCommentReply } from '@vitrina/shared/engagement/comment-reply.schemas';
import type {
  TDeveloperProject,
  TProject,
  TPublicSale,
  TSimplifiedProject,
} from '@vitrina/shared/projects/project.responses';
import type { TPendingRevision } from '@vitrina/shared/projects/project-revision.schemas';
import type { TProjectCardRow, TProjectWithDeveloper } from '../../db/repositories/project.repository';
import type { TProjectRow } from '../../db/tables/catalogue';
import { fromCents } from '../../lib/money';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const average = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 10) / 10);

/** The developer's reply to a comment as the API shows it. */
export function toCommentReply(reply: {
  id: string;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
}): TCommentReply {
  return {
    id: reply.id,
    text: reply.text,
    createdAt: reply.createdAt.toISOString(),
    editedAt: iso(reply.editedAt),
  };
}

/** The public sales running on the apps shown, by app id (see the discounts module's public sales). */
export type TSalesByApp = ReadonlyMap<string, TPublicSale>;

export function toProjectCard(row: TProjectCardRow, sales?: TSalesByApp): TSimplifiedProject {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortDescription: row.shortDescription,
    price: fromCents(row.priceCents),
    payWhatYouWant: row.payWhatYouWant,
    sale: sales?.get(row.id) ?? null,
    mainImage: row.mainImage,
    category: row.category,
    averageRating: average(row.ratingSum, row.ratingCount),
    totalRatings: row.ratingCount,
  };
}

export function toDeveloperProject(
  { project, developer }: TProjectWithDeveloper,
  options: { showObservations: boolean; sales?: TSalesByApp },
): TDeveloperProject {
  return {
    ...toProjectCard(project, options.sales),
    status: project.status,
    developerId: project.developerId,
    developerName: developer.name,
    version: project.version,
    tags: project.tags,
    views: project.views,
    totalSales: project.salesCount,
    observations: options.showObservations ? project.observations : null,
    observationsCode: options.showObservations ? project.observationsCode : null,
    lastUpdated: project.updatedAt.toISOString(),
  };
}

export type TDetailContext = {
  commissionRate: number;
  hasAccess: boolean;
  /** Owners and admins see the reviewer's note. */
  showObservations: boolean;
  comments: {
    id: string;
    authorId: string | null;
    authorName: string;
    text: string;
    createdAt: Date;
    /** The app developer's live reply. */
    reply: { id: string; text: string; createdAt: Date; editedAt: Date | null } | null;
  }[];
  /** Owners and admins see the app's waiting or refused changes (undefined: not sent at all). */
  pendingRevision?: TPendingRevision | null;
  /** Owners and admins see a repository check that has not passed (undefined: not sent at all). */
  githubCheck?: 'PENDING' | 'FAILED' | null;
  /** The approved build the app's origin serves, with where it came from (null: none). */
  hostedBuild: THostedBuild | null;
  /** The public sale running on it now (null: none). */
  sale: TPublicSale | null;
};

export function toProjectDetail(
  { project, developer }: TProjectWithDeveloper,
  context: TDetailContext,
): TProject {
  const p: TProjectRow = project;
  const averageRating = average(p.ratingSum, p.ratingCount);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    title: p.name,
    description: p.description,
    shortDescription: p.shortDescription,
    version: p.version,
    price: fromCents(p.priceCents),
    payWhatYouWant: p.payWhatYouWant,
    suggestedPrice:
      p.payWhatYouWant && p.suggestedPriceCents !== null ? fromCents(p.suggestedPriceCents) : null,
    sale: context.sale,
    currency: p.currency,
    originalPrice: fromCents(p.originalPriceCents),
    mainImage: p.mainImage,
    screenshots: p.screenshots,
    videoUrl: p.videoUrl,
    category: p.category,
    tags: p.tags,
    keywords: p.keywords,
    targetAudience: p.targetAudience,
    demoUrl: context.hasAccess ? p.demoUrl : null,
    hasAccess: context.hasAccess,
    documentationUrl: p.documentationUrl,
    sourceCodeUrl: p.sourceCodeUrl,
    supportEmail: p.supportEmail,
    privacyPolicyUrl: p.privacyPolicyUrl,
    termsOfServiceUrl: p.termsOfServiceUrl,
    license: p.license,
    isOpenSource: p.isOpenSource,
    allowTrialVersion: p.allowTrialVersion,
    isFeatured: p.isFeatured,
    enableCommissions: p.enableCommissions,
    customCommissionRate: context.commissionRate,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    status: p.status,
    observations: context.showObservations ? p.observations : null,
    observationsCode: context.showObservations ? p.observationsCode : null,
    publishedDate: iso(p.publishedAt),
    lastUpdated: p.updatedAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
    views: p.views,
    totalSales: p.salesCount,
    totalRevenue: fromCents(p.revenueCents),
    totalDownloads: p.salesCount,
    downloadCount: p.salesCount,
    rating: averageRating,
    averageRating,
    totalReviews: p.ratingCount,
    totalRatings: p.ratingCount,
    ratingsBreakdown: {
      rating1: p.rating1,
      rating2: p.rating2,
      rating3: p.rating3,
      rating4: p.rating4,
      rating5: p.rating5,
    },
    developerId: p.developerId,
    developerName: developer.name,
    developerIsInternal: developer.isInternal,
    userobservations: context.comments.map((c) => ({ [c.authorName]: c.text })),
    comments: context.comments.map((c) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
      reply: c.reply && toCommentReply(c.reply),
    })),
    features: p.extras.features ?? [],
    compatibility: p.extras.compatibility ?? [],
    technologies: p.extras.technologies ?? [],
    size: p.extras.size ?? null,
    ...(context.pendingRevision !== undefined ? { pendingRevision: context.pendingRevision } : {}),
    ...(context.githubCheck !== undefined ? { githubCheck: context.githubCheck } : {}),
    hostedBuild: context.hostedBuild,
  };
}
