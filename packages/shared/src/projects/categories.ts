/** The catalogue's categories. Unknown values from old data are shown raw. */
export const CATEGORIES = [
  'OTHER',
  'GAMES',
  'ENTERTAINMENT',
  'DESKTOP_SOFTWARE',
  'BUSINESS_TOOLS',
  'PRODUCTIVITY_TOOLS',
  'MOBILE_APPS',
  'WEB_DEVELOPMENT',
  'DESIGN_TEMPLATES',
  'EDUCATION',
  'ECOMMERCE',
] as const;
export type TCategory = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is TCategory {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The store's filter for free apps ('Gratuitas'), next to the categories. */
export const FREE_FILTER = 'FREE';
