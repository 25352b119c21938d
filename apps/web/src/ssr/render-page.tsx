import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@vitrina/shared/i18n/languages';
import { type ReactNode, StrictMode } from 'react';
// The browser build of React's server renderer: the Node build runs every render inside an
// AsyncLocalStorage, which on Node 20 turns on async hooks for the whole process and slowed every
// other answer of the server by about a third (measured by the bench).
import { renderToReadableStream } from 'react-dom/server.browser';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { TServerContext } from '../app/page-data';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { serverRenderedPageOf } from '../app/server-rendered';
import { setApiTransport } from '../lib/api-client';
import { serverPageClock } from '../lib/page-clock';
import { describePage } from './describe-page';
import {
  composeDocument,
  parseTemplate,
  splitResourceHints,
  startScripts,
  type TDocumentTemplate,
  type TPreloadManifest,
} from './page-document';
import { renderPageHead } from './page-head';
import { renderIn, serverI18n } from './server-i18n';

export interface TPageRendererOptions {
  /**
   * The one language this renderer renders in. The server imports this module once per language
   * (each import a module of its own), so the language the app's code reads while rendering (its
   * active i18next language, figures, the API's Accept-Language) is the page's without any
   * per-request context.
   */
  language: TLanguage;
  /** The built index.html. */
  template: string;
  preloads: TPreloadManifest;
  /** The product's public origin, for canonical and shared addresses ('https://…', no trailing slash). */
  origin: string;
  /** How the loaders reach the API ('/api/…' addresses): the server answers them in-process. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

export interface TRenderRequest {
  /** Path and query, as requested. */
  url: string;
  language: TLanguage;
}

export type TRenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

/** How long a page may take to render before the browser is left to render it. */
const RENDER_TIMEOUT_MS = 5_000;

/** Renders a React tree to a string once everything in it (lazy parts included) is ready. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
  try {
    let failure: unknown;
    const stream = await renderToReadableStream(tree, {
      signal: controller.signal,
      // Written whole once ready: no part of the page is left for an inline script to reveal (the
      // Content-Security-Policy runs none, and readers without JavaScript would never see it).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    });
    await stream.allReady;
    if (failure) throw failure;
    return await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The server side of the public pages (ssr): the same route tree as the browser's, its loaders
 * filling a query cache of the request's own, rendered with React Router's static handler and
 * router, and written into index.html with the page's head and the data the browser hydrates from.
 * `render` answers null for the screens the browser renders by itself (sign-in, dashboards).
 */
export function createPageRenderer(options: TPageRendererOptions) {
  const template: TDocumentTemplate = parseTemplate(options.template);
  const handler = createStaticHandler(routes);
  const { language } = options;
  renderIn(language);
  setApiTransport(options.fetchApi);
  const i18n = serverI18n(language);

  async function render(input: TRenderRequest): Promise<TRenderResult | null> {
    // Always this product's origin: an address such as '//elsewhere/x' is a path here.
    const url = new URL(input.url.replace(/^\/+/, '/'), options.origin);
    const matches = matchRoutes(routes, url.pathname);
    const page = serverRenderedPageOf(matches?.at(-1)?.route.handle);
    if (!page) return null;
    if (input.language !== language)
      throw new Error(`this renderer renders ${language}, not ${input.language}`);
    {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const requestContext: TServerContext = { queryClient, language };
      const context = await handler.query(new Request(url.href), { requestContext });
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
      }
      // A loader that threw is a fault, not a page: the browser renders it instead.
      if (context.errors) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      const clock = serverPageClock();
      const app = await renderToHtml(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <AppProviders serverQueryClient={queryClient} renderedAt={clock.renderedAt}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nextProvider>
        </StrictMode>,
      );
      const described = describePage(page, { queryClient, url, params: matches?.at(-1)?.params ?? {} });
      // React writes the resources it wants early (the first images) ahead of the page: in the head.
      const { hints, markup } = splitResourceHints(app);
      const head =
        startScripts(options.preloads, url.pathname, language) +
        hints +
        renderPageHead({
          origin: options.origin,
          language,
          pathname: url.pathname,
          page: described.page,
          t: i18n.t,
        });
      const html = composeDocument(template, {
        language,
        head,
        app: markup,
        data: {
          language,
          clock,
          router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
          queries: dehydrate(queryClient),
        },
      });
      const status = context.statusCode !== 200 ? context.statusCode : described.missing ? 503 : 200;
      return { kind: 'page', status, html };
    }
  }

  return { render };
}
