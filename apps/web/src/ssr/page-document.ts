import type { TLanguage } from '@vitrina/shared/i18n/languages';
import { PAGE_DATA_ID, type TPageData } from '../app/page-data';
import { START_DATA_ID } from '../lib/server-page';

/** What the build writes beside index.html (build/route-preload-plugin): each public screen's files. */
export interface TPreloadManifest {
  routes: { pattern: string; code: string[]; translations: Record<TLanguage, string[]> }[];
  common: Record<TLanguage, string>;
  /** The paint-first script, the main bundle it runs and the files that bundle imports statically. */
  start: { script: string; entry: string; preload: string[] };
}

const ROOT_START = '<!--ssr-outlet-->';
const ROOT_END = '<!--/ssr-outlet-->';

/** The app's index.html cut where a rendered page differs: head, root and the end of the body. */
export interface TDocumentTemplate {
  beforeLang: string;
  head: string;
  body: string;
  end: string;
}

/**
 * Prepares the built index.html once: its static title and description give way to each page's
 * own head, the start-up screen to the rendered page, and the scripts (the start-up preloader, which
 * guesses the screen and language in the browser, the main bundle and its preloads) to the
 * paint-first script and the files the server knows the page needs (startScripts).
 */
export function parseTemplate(html: string): TDocumentTemplate {
  const withoutGuesses = html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<script[^>]*route-preload-[^>]*><\/script>\s*/, '')
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const langAt = withoutGuesses.indexOf('<html lang="');
  const headEnd = withoutGuesses.indexOf('</head>');
  const rootStart = withoutGuesses.indexOf(ROOT_START);
  const rootEnd = withoutGuesses.indexOf(ROOT_END);
  const bodyEnd = withoutGuesses.lastIndexOf('</body>');
  if (langAt < 0 || headEnd < 0 || rootStart < 0 || rootEnd < rootStart || bodyEnd < rootEnd) {
    throw new Error('index.html lacks the marks a rendered page needs');
  }
  const langValueEnd = withoutGuesses.indexOf('"', langAt + '<html lang="'.length);
  return {
    beforeLang: withoutGuesses.slice(0, langAt + '<html lang="'.length),
    head: withoutGuesses.slice(langValueEnd, headEnd),
    body: withoutGuesses.slice(headEnd, rootStart),
    end: withoutGuesses.slice(rootEnd + ROOT_END.length, bodyEnd),
  };
}

/** JSON that cannot end the script element it sits in, nor break a line in old parsers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<link>` tags React renders ahead of a page (preloads of its first images), and the page. */
export function splitResourceHints(app: string): { hints: string; markup: string } {
  const hints = /^(?:<link [^>]*>)+/.exec(app)?.[0] ?? '';
  return { hints, markup: app.slice(hints.length) };
}

/**
 * The page's scripts: the paint-first script and the block that tells it what to fetch once the page
 * is painted (the main bundle, what it imports, the screen's code and its translations in the page's
 * language). Nothing is fetched before: the page's stylesheet and first images have the line to
 * themselves (build/route-preload-plugin).
 */
export function startScripts(manifest: TPreloadManifest, pathname: string, language: TLanguage): string {
  const route = manifest.routes.find((candidate) => new RegExp(candidate.pattern, 'i').test(pathname));
  const start = {
    entry: manifest.start.entry,
    preload: [
      ...manifest.start.preload,
      ...(route?.code ?? []),
      manifest.common[language],
      ...(route?.translations[language] ?? []),
    ],
  };
  return (
    `<script type="application/json" id="${START_DATA_ID}">${jsonForScript(start)}</script>` +
    `<script type="module" src="${escapeAttribute(manifest.start.script)}"></script>`
  );
}

export interface TDocumentParts {
  language: TLanguage;
  /** Tags for the head: start scripts, title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The rendered page (the root element's content). */
  app: string;
  data: TPageData;
}

/** The whole page: index.html with the page's language, head, markup and hydration data. */
export function composeDocument(template: TDocumentTemplate, parts: TDocumentParts): string {
  return (
    template.beforeLang +
    parts.language +
    template.head +
    parts.head +
    template.body +
    parts.app +
    template.end +
    `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(parts.data)}</script></body></html>`
  );
}
