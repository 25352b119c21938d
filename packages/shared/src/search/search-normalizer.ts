/**
 * The catalogue's search rules, one implementation for server and web: case-, accent- and
 * punctuation-insensitive, singular/plural-insensitive (Spanish and English), with the Spanish
 * product's synonym groups. The server indexes `buildSearchDocument` and queries with
 * `buildSearchQuery`; a query token matches a document token that starts with one of its alternatives.
 */

/** Lower case, no accents, every run of punctuation or spaces turned into one space. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The singular form of a normalised word (Spanish and English plural endings). */
export function stemToken(token: string): string {
  if (token.length <= 3 || /^\d+$/.test(token)) return token;
  if (token.endsWith('iones')) return token.slice(0, -2); // aplicaciones -> aplicacion
  if (token.endsWith('ces') && token.length > 4) return `${token.slice(0, -3)}z`; // luces -> luz
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`; // stories -> story
  if (/[lrndjy]es$/.test(token)) return token.slice(0, -2); // imagenes -> imagen, colores -> color
  if (/(ss|us|is)$/.test(token)) return token;
  if (token.endsWith('s')) return token.slice(0, -1); // fotos -> foto, apps -> app
  return token;
}

/** Normalised, singular tokens of a text. */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ').map(stemToken) : [];
}

/**
 * Synonym groups (send, document, file, upload, download, photo, image, user), written in
 * their normalised singular form. Photo and image are one group: people use them interchangeably.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['enviar', 'envio', 'mandar', 'send', 'sending'],
  ['documento', 'document', 'doc'],
  ['archivo', 'fichero', 'file'],
  ['subir', 'subida', 'cargar', 'carga', 'upload'],
  ['descargar', 'descarga', 'download'],
  ['foto', 'fotografia', 'photo', 'imagen', 'image', 'img', 'picture', 'pic'],
  ['usuario', 'user', 'usuaria'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) GROUP_OF.set(word, group);

/** A query token's alternatives: itself, plus its synonym group when it belongs to one. */
export function expandToken(token: string): string[] {
  const group = GROUP_OF.get(token);
  return group ? [...new Set([token, ...group])] : [token];
}

/** The text the server stores and indexes for a project. */
export function buildSearchDocument(...parts: (string | null | undefined)[]): string {
  return [...new Set(parts.flatMap((part) => (part ? tokenize(part) : [])))].join(' ');
}

/** The query as a list of tokens, each with its alternatives; empty when nothing is left to search. */
export function buildSearchQuery(query: string): string[][] {
  return [...new Set(tokenize(query))].slice(0, 10).map(expandToken);
}

/** Whether a text matches a query by the same rules the server applies (every token must match). */
export function matchesSearch(query: string, ...parts: (string | null | undefined)[]): boolean {
  const terms = buildSearchQuery(query);
  if (terms.length === 0) return false;
  const documentTokens = buildSearchDocument(...parts).split(' ');
  return terms.every((alternatives) =>
    alternatives.some((alt) => documentTokens.some((token) => token.startsWith(alt))),
  );
}

/**
 * Words a category is found by, in Spanish and English (its names, singular and plural alike
 * after stemming): a search for "juegos" or "games" finds every app of GAMES.
 */
export const CATEGORY_SEARCH_TERMS: Readonly<Record<string, string>> = {
  OTHER: 'otro other',
  GAMES: 'juegos videojuegos games',
  ENTERTAINMENT: 'entretenimiento ocio entertainment',
  DESKTOP_SOFTWARE: 'software de escritorio desktop',
  BUSINESS_TOOLS: 'herramientas de negocio empresa business tools',
  PRODUCTIVITY_TOOLS: 'herramientas de productividad productivity tools',
  MOBILE_APPS: 'aplicaciones moviles celular mobile apps',
  WEB_DEVELOPMENT: 'desarrollo web development',
  DESIGN_TEMPLATES: 'plantillas de diseno design templates',
  EDUCATION: 'educacion aprendizaje education learning',
  ECOMMERCE: 'comercio electronico tienda ecommerce e-commerce shop',
};
