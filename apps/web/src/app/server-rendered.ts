/** The screens the server renders (the public ones), named in their route's `handle`. */
export type TServerRenderedPage =
  | 'home'
  | 'about'
  | 'store'
  | 'app'
  | 'developer'
  | 'legal'
  | 'unsubscribe'
  | 'notFound';

export interface TServerRenderedHandle {
  serverRendered: TServerRenderedPage;
}

export const SERVER_RENDERED = {
  home: { serverRendered: 'home' },
  about: { serverRendered: 'about' },
  store: { serverRendered: 'store' },
  app: { serverRendered: 'app' },
  developer: { serverRendered: 'developer' },
  legal: { serverRendered: 'legal' },
  unsubscribe: { serverRendered: 'unsubscribe' },
  notFound: { serverRendered: 'notFound' },
} as const satisfies Record<TServerRenderedPage, TServerRenderedHandle>;

/** The server-rendered page a route's handle names, if any. */
export function serverRenderedPageOf(handle: unknown): TServerRenderedPage | undefined {
  const page = (handle as Partial<TServerRenderedHandle> | null | undefined)?.serverRendered;
  return typeof page === 'string' && page in SERVER_RENDERED ? page : undefined;
}
