/** The small pieces of HTML a page's <head> is made of, every value escaped. */

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as it may stand in HTML content or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);

/**
 * JSON as it may stand inside <script type="application/ld+json">: '<', '>' and '&' written as
 * \u escapes, so no '</script>' or '<!--' can end the script early, and U+2028/U+2029 too (line
 * breaks to older JavaScript parsers). JSON.parse reads the same value back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export const titleTag = (title: string) => `<title>${escapeHtml(title)}</title>`;

/** <meta name="…" content="…"> (description, robots, twitter:*). */
export const metaName = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/** <meta property="…" content="…"> (Open Graph). */
export const metaProperty = (property: string, content: string) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`;

export const linkTag = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${escapeHtml(rel)}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''} href="${escapeHtml(href)}">`;

export const jsonLdScript = (data: unknown) =>
  `<script type="application/ld+json">${jsonForScript(data)}</script>`;

/** How long a description may be: what search results show before cutting it. */
export const DESCRIPTION_MAX = 160;

/**
 * A description for search results and link previews: whitespace folded to single spaces, and cut
 * to `max` characters on a word boundary with an ellipsis when longer.
 */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let head = flat.slice(0, max - 1); // room for the ellipsis
  const space = flat[max - 1] === ' ' ? head.length : head.lastIndexOf(' ');
  // A word boundary in the second half; a single long word is cut where it must be.
  if (space >= max / 2) head = head.slice(0, space);
  else if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1); // never half a character
  return `${head.replace(/[\s.,;:!?¡¿\-–—(«“"']+$/u, '')}…`;
}
