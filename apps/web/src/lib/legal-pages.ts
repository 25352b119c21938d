/** The public legal pages: the footer, the checkout and the pages themselves link to them. */
export const LEGAL_PATHS = {
  terms: '/terms',
  privacy: '/privacy',
  refunds: '/refunds',
} as const;

export type TLegalPage = keyof typeof LEGAL_PATHS;

/** The pages in the order they are listed. */
export const LEGAL_PAGES = (Object.keys(LEGAL_PATHS) as TLegalPage[]).map((page) => ({
  page,
  path: LEGAL_PATHS[page],
}));
