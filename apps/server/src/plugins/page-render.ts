import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SUPPORTED_LANGUAGES, type TLanguage } from '@vitrina/shared/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguageOf, withoutReferralParam } from '../lib/page-request';
import { publicBaseUrl } from '../lib/public-url';

/** The web app's server entry (apps/web/src/entry-server.tsx), as built into dist-ssr/. */
interface TPageRenderer {
  render(input: {
    url: string;
    language: TLanguage;
  }): Promise<
    | { kind: 'page'; status: number; html: string }
    | { kind: 'redirect'; status: number; location: string }
    | null
  >;
}

interface TServerEntry {
  createPageRenderer(options: {
    language: TLanguage;
    template: string;
    preloads: unknown;
    origin: string;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  }): TPageRenderer;
}

/** Where the built server entry lives, beside the web app's dist/. */
export const serverEntryPath = (distDir: string) => join(distDir, '..', 'dist-ssr', 'entry-server.js');

/** The API answered in-process, as fetch would answer it: the renderer's loaders read the catalogue. */
function injectingFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The public pages rendered on the server (null when the web app or its server entry is not built:
 * the shell is served as before). The entry is imported once per language, each import (a distinct
 * address) a module of its own: what the app's code reads as the active language while it renders
 * is then the page's, with nothing kept per request.
 */
export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<TPageRenderer | null> {
  const entry = serverEntryPath(distDir);
  const template = join(distDir, 'index.html');
  const preloads = join(distDir, 'route-preloads.json');
  if (!existsSync(entry) || !existsSync(template) || !existsSync(preloads)) return null;
  const shared = {
    template: readFileSync(template, 'utf8'),
    preloads: JSON.parse(readFileSync(preloads, 'utf8')) as unknown,
    origin: publicBaseUrl(app.deps.config),
    fetchApi: injectingFetch(app),
  };
  const renderers = new Map<TLanguage, TPageRenderer>();
  for (const language of SUPPORTED_LANGUAGES) {
    const module = (await import(`${pathToFileURL(entry).href}?language=${language}`)) as TServerEntry;
    renderers.set(language, module.createPageRenderer({ ...shared, language }));
  }
  return {
    render: (input) => {
      const renderer = renderers.get(input.language);
      if (!renderer) throw new Error(`no renderer for ${input.language}`);
      return renderer.render(input);
    },
  };
}

/**
 * Answers a page address with its server-rendered HTML; false when the page is one the browser
 * renders by itself (the caller sends the shell). A page that fails to render is logged and left to
 * the browser too: a visitor always gets a working page.
 */
export async function sendRenderedPage(
  renderer: TPageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  let result: Awaited<ReturnType<TPageRenderer['render']>>;
  try {
    // Rendered without its referral source (the page is the same; the browser drops it from the
    // address before hydrating), so the read cache keeps one copy of it.
    result = await renderer.render({
      url: withoutReferralParam(request.url),
      language: pageLanguageOf(request),
    });
  } catch (error) {
    request.log.error({ err: error }, 'page render failed; serving the shell');
    return false;
  }
  if (!result) return false;
  if (result.kind === 'redirect') {
    await reply.redirect(result.location, result.status);
    return true;
  }
  await reply
    .status(result.status)
    .header('content-type', 'text/html; charset=utf-8')
    // The same HTML for everyone (personal parts load in the browser), per address and language.
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Language')
    .send(result.html);
  return true;
}
