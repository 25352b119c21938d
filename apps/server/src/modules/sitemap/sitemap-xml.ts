/**
 * The sitemap protocol's documents (https://www.sitemaps.org/protocol.html): a sitemap index naming
 * sitemap pages, and pages of addresses, each with its language versions (hreflang alternates).
 */

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as it may stand in XML content or a double-quoted attribute. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** The product's languages as its pages are addressed: Spanish by default, English with ?lang=en. */
export const SITEMAP_LANGUAGES = [
  { hreflang: 'es', query: '' },
  { hreflang: 'en', query: 'lang=en' },
] as const;

/** A page's address in a language: the query added to the path. */
function inLanguage(address: string, query: string): string {
  if (!query) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${query}`;
}

/** A W3C datetime to the second, as sitemaps write lastmod. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const lastmodOf = (date: Date | null | undefined) =>
  date && !Number.isNaN(date.getTime()) ? `<lastmod>${w3cDate(date)}</lastmod>` : '';

/** A page with its language versions (each its own <url>, each naming all of them and x-default). */
export type TSitemapAddress = { address: string; lastmod?: Date | null };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A sitemap page: every address in each language, so at most max/languages addresses per page. */
export function renderUrlset(addresses: TSitemapAddress[]): string {
  const parts = [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const { address, lastmod } of addresses) {
    const versions = SITEMAP_LANGUAGES.map(({ hreflang, query }) => ({
      hreflang,
      href: escapeXml(inLanguage(address, query)),
    }));
    const defaultHref = escapeXml(address);
    const alternates = [...versions, { hreflang: 'x-default', href: defaultHref }]
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join('');
    const modified = lastmodOf(lastmod);
    for (const { href } of versions) parts.push(`<url><loc>${href}</loc>${modified}${alternates}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The sitemap index: the address of each page, with its latest change where known. */
export function renderSitemapIndex(pages: TSitemapAddress[]): string {
  const parts = [XML_DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const { address, lastmod } of pages) {
    parts.push(`<sitemap><loc>${escapeXml(address)}</loc>${lastmodOf(lastmod)}</sitemap>\n`);
  }
  parts.push('</sitemapindex>\n');
  return parts.join('');
}
