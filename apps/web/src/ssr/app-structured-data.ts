import { RATING_SCALE } from '@vitrina/shared/engagement/rating-scale';
import { isCategory, type TCategory } from '@vitrina/shared/projects/categories';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import { appVersionOf } from '../domain/build-display';

/**
 * An app's category as schema.org names kinds of software (the values search engines list for
 * SoftwareApplication's applicationCategory). Categories about what an app is made for map to
 * their namesake; those about its form (desktop software, mobile apps) or none say "utilities".
 */
const APPLICATION_CATEGORIES: Record<TCategory, string> = {
  GAMES: 'GameApplication',
  ENTERTAINMENT: 'EntertainmentApplication',
  EDUCATION: 'EducationalApplication',
  BUSINESS_TOOLS: 'BusinessApplication',
  // Tools for selling online: business software rather than shopping.
  ECOMMERCE: 'BusinessApplication',
  WEB_DEVELOPMENT: 'DeveloperApplication',
  DESIGN_TEMPLATES: 'DesignApplication',
  PRODUCTIVITY_TOOLS: 'UtilitiesApplication',
  DESKTOP_SOFTWARE: 'UtilitiesApplication',
  MOBILE_APPS: 'UtilitiesApplication',
  OTHER: 'UtilitiesApplication',
};

export function applicationCategory(category: string): string {
  return isCategory(category) ? APPLICATION_CATEGORIES[category] : 'UtilitiesApplication';
}

/** A price as schema.org's Offer writes it: a string with two decimals ('0.00' when unknown). */
const offerPrice = (price: number) => (Number.isFinite(price) && price > 0 ? price : 0).toFixed(2);

export interface TAppStructuredDataInput {
  project: TProject;
  /** The app page's canonical address in the page's language. */
  url: string;
  description: string;
  /** The main image, absolute; null when the app has none usable. */
  image: string | null;
  /** The developer's public page, absolute, in the page's language. */
  developerUrl: string;
}

/**
 * The app as a schema.org SoftwareApplication (JSON-LD), for search results: what it is, who made
 * it, its version and when that version became current (its hosted build's), its price (US
 * dollars, as every price in the product) and, once someone rated it, its rating.
 */
export function appStructuredData({
  project,
  url,
  description,
  image,
  developerUrl,
}: TAppStructuredDataInput): Record<string, unknown> {
  // Vitrina's own apps are published by the product; the others by a person's developer account.
  const developer = {
    '@type': project.developerIsInternal ? 'Organization' : 'Person',
    name: project.developerName,
    url: developerUrl,
  };
  const softwareVersion = appVersionOf(project);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: project.name,
    description,
    url,
    ...(image ? { image } : {}),
    applicationCategory: applicationCategory(project.category),
    operatingSystem: 'Web',
    // The version people open (the current hosted build), and when it became the current one.
    ...(softwareVersion ? { softwareVersion } : {}),
    ...(project.hostedBuild ? { dateModified: project.hostedBuild.publishedAt } : {}),
    author: developer,
    publisher: developer,
    offers: {
      '@type': 'Offer',
      price: offerPrice(project.price),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
  if (project.totalRatings > 0) {
    const average = Math.min(RATING_SCALE.max, Math.max(RATING_SCALE.min, project.averageRating || 0));
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: average.toFixed(1),
      ratingCount: project.totalRatings,
      bestRating: RATING_SCALE.max,
      worstRating: RATING_SCALE.min,
    };
  }
  return data;
}
