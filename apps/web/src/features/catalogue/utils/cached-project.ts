import type { TProject, TSimplifiedProject } from '@vitrina/shared/projects/project.responses';

/** A cached query as the lookups below need it (read from the query cache). */
export interface TCachedEntry {
  queryKey: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

const matches = (item: { id?: unknown; slug?: unknown }, idOrSlug: string) =>
  item.id === idOrSlug || (typeof item.slug === 'string' && item.slug !== '' && item.slug === idOrSlug);

function isCard(value: unknown): value is TSimplifiedProject {
  if (!value || typeof value !== 'object') return false;
  const card = value as Partial<TSimplifiedProject>;
  return typeof card.id === 'string' && typeof card.name === 'string' && typeof card.price === 'number';
}

/** The cards inside any catalogue answer: store pages, infinite store lists, developer lists. */
function cardsIn(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (!data || typeof data !== 'object') return [];
  const value = data as { pages?: unknown; projects?: unknown };
  if (Array.isArray(value.projects)) return value.projects;
  if (Array.isArray(value.pages)) return value.pages.flatMap(cardsIn);
  return [];
}

/**
 * Details of the same project already cached for the same viewer under another key (the store
 * preloads by slug; a link may use the id), newest first. Keys end in the viewer ('public').
 */
export function findCachedDetail(
  entries: readonly TCachedEntry[],
  idOrSlug: string,
  viewerId: string | null,
): { data: TProject; updatedAt: number } | undefined {
  const viewer = viewerId ?? 'public';
  let best: { data: TProject; updatedAt: number } | undefined;
  for (const entry of entries) {
    if (entry.queryKey[entry.queryKey.length - 1] !== viewer) continue;
    const data = entry.data as TProject | undefined;
    if (!data || typeof data !== 'object' || !matches(data, idOrSlug)) continue;
    if (!best || entry.updatedAt > best.updatedAt) best = { data, updatedAt: entry.updatedAt };
  }
  return best;
}

/** The store card of a project, from any cached list. */
export function findCachedCard(
  dataList: readonly unknown[],
  idOrSlug: string,
): TSimplifiedProject | undefined {
  for (const data of dataList) {
    const card = cardsIn(data).find((item) => isCard(item) && matches(item, idOrSlug));
    if (card) return card as TSimplifiedProject;
  }
  return undefined;
}

/**
 * A stand-in for the details built from a store card, so the page can show the name, image and
 * price at once. Fields the card lacks are empty; the page marks them as loading meanwhile.
 */
export function cardToProjectPlaceholder(card: TSimplifiedProject): TProject {
  return {
    id: card.id,
    slug: card.slug ?? '',
    name: card.name,
    title: card.name,
    description: '',
    shortDescription: card.shortDescription ?? '',
    version: '',
    price: card.price,
    payWhatYouWant: card.payWhatYouWant ?? false,
    suggestedPrice: null,
    sale: card.sale ?? null,
    currency: 'USD',
    originalPrice: card.price,
    mainImage: card.mainImage ?? '',
    screenshots: [],
    videoUrl: null,
    category: card.category ?? '',
    tags: [],
    keywords: [],
    targetAudience: '',
    demoUrl: null,
    hasAccess: false,
    documentationUrl: null,
    sourceCodeUrl: '',
    supportEmail: '',
    privacyPolicyUrl: null,
    termsOfServiceUrl: null,
    license: null,
    isOpenSource: false,
    allowTrialVersion: false,
    isFeatured: false,
    enableCommissions: false,
    customCommissionRate: 0,
    seoTitle: null,
    seoDescription: null,
    status: 'PUBLISHED',
    observations: null,
    observationsCode: null,
    publishedDate: null,
    lastUpdated: '',
    createdAt: '',
    views: 0,
    totalSales: 0,
    totalRevenue: 0,
    totalDownloads: 0,
    downloadCount: 0,
    rating: card.averageRating ?? 0,
    averageRating: card.averageRating ?? 0,
    totalReviews: card.totalRatings ?? 0,
    totalRatings: card.totalRatings ?? 0,
    ratingsBreakdown: { rating1: 0, rating2: 0, rating3: 0, rating4: 0, rating5: 0 },
    developerId: '',
    developerName: '',
    developerIsInternal: false,
    userobservations: [],
    comments: [],
    features: [],
    compatibility: [],
    technologies: [],
    size: null,
    hostedBuild: null,
  };
}
