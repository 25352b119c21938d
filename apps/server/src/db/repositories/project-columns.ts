import type { TProjectInput } from '@vitrina/shared/projects/project.schemas';
import {
  buildSearchDocument,
  buildSearchQuery,
  CATEGORY_SEARCH_TERMS,
} from '@vitrina/shared/search/search-normalizer';
import { toCents } from '../../lib/money';
import type { TNewProject } from '../tables/catalogue';

// How the form's fields become stored columns and search documents.

/**
 * The query as Postgres tsquery texts, one per word, from the shared rules: the word must match one
 * of its alternatives as a prefix, "(foto:* | photo:* | ...)". An alternative that starts with
 * another one adds no match ("fotografia" after "foto"), so it is left out: fewer words to look up.
 * Empty when nothing is left to search.
 */
export function toTsQueryWords(query: string): string[] {
  return buildSearchQuery(query).map((alternatives) => {
    const needed = alternatives.filter(
      (alt) => !alternatives.some((other) => other !== alt && alt.startsWith(other)),
    );
    return `(${needed.map((alt) => `${alt}:*`).join(' | ')})`;
  });
}

/** Stored columns for the editable fields of the form. */
export function toColumns(input: TProjectInput): Omit<TNewProject, 'developerId' | 'slug' | 'searchVector'> {
  const priceCents = toCents(input.price);
  return {
    name: input.name,
    description: input.description,
    shortDescription: input.shortDescription,
    version: input.version,
    priceCents,
    // A revision stored before pay what you want existed has neither field: a fixed price.
    payWhatYouWant: input.payWhatYouWant ?? false,
    suggestedPriceCents:
      input.payWhatYouWant && input.suggestedPrice !== undefined ? toCents(input.suggestedPrice) : null,
    // Pay what you want has no crossed-out price: the minimum is not a discount.
    originalPriceCents: input.payWhatYouWant
      ? priceCents
      : Math.max(toCents(input.originalPrice ?? input.price), priceCents),
    currency: input.currency,
    category: input.category,
    tags: input.tags,
    keywords: input.keywords,
    targetAudience: input.targetAudience,
    sourceCodeUrl: input.sourceCodeUrl,
    supportEmail: input.supportEmail,
    mainImage: input.mainImage,
    demoUrl: input.demoUrl,
    documentationUrl: input.documentationUrl ?? null,
    videoUrl: input.videoUrl ?? null,
    privacyPolicyUrl: input.privacyPolicyUrl ?? null,
    termsOfServiceUrl: input.termsOfServiceUrl ?? null,
    screenshots: input.screenshots,
    license: input.license ?? null,
    isOpenSource: input.isOpenSource,
    allowTrialVersion: input.allowTrialVersion,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
  };
}

/**
 * The version of the search documents below: rows written under an older one are rebuilt in the
 * background at start (`reindexSearch`), so a change of what is searched reaches every app.
 */
export const SEARCH_VERSION = 2;

/** What a project is found by, by weight: name (A), tags and keywords (B), summary (C), description (D). */
export type TSearchDocuments = { name: string; terms: string; summary: string; description: string };

export const searchDocuments = (input: {
  name: string;
  shortDescription: string;
  description: string;
  tags: readonly string[];
  keywords: readonly string[];
  category: string;
}): TSearchDocuments => ({
  name: buildSearchDocument(input.name),
  terms: buildSearchDocument(...input.tags, ...input.keywords),
  summary: buildSearchDocument(
    input.shortDescription,
    CATEGORY_SEARCH_TERMS[input.category] ?? input.category,
  ),
  description: buildSearchDocument(input.description),
});
