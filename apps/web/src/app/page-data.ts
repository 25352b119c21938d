import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { TLanguage } from '@vitrina/shared/i18n/languages';
import type { HydrationState, LoaderFunction, LoaderFunctionArgs } from 'react-router';
import type { TPageClock } from '../lib/page-clock';

export { PAGE_DATA_ID } from '../lib/server-page';

/**
 * What a server-rendered page carries for the browser to take over (hydrate) without asking again:
 * the language and clock it was rendered with, the router's loader data and the query cache the loaders
 * filled (in the block named PAGE_DATA_ID).
 */
export interface TPageData {
  language: TLanguage;
  /** When and in which time zone it was rendered: its dates and relative times hydrate as written. */
  clock: TPageClock;
  router: HydrationState;
  queries: DehydratedState;
}

/** What the server hands the loaders of one request (React Router's request context). */
export interface TServerContext {
  queryClient: QueryClient;
  language: TLanguage;
}

/** A loader's answer when what the address names does not exist (the page answers 404). */
export interface TNotFound {
  notFound: true;
}

export function isNotFound(value: unknown): value is TNotFound {
  return typeof value === 'object' && value !== null && (value as Partial<TNotFound>).notFound === true;
}

/**
 * A route loader that runs only on the server: it fills the request's query cache before the page
 * renders. In the browser it returns at once, so moving between screens never waits for data (each
 * screen shows its loading state and asks for its data itself, as before).
 */
export function serverLoader(
  load: (context: TServerContext, args: LoaderFunctionArgs) => Promise<unknown>,
): LoaderFunction {
  return (args) => {
    const context = args.context as Partial<TServerContext> | undefined;
    if (!context?.queryClient || !context.language) return null;
    return load(context as TServerContext, args);
  };
}
