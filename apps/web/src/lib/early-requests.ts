/**
 * API answers the start-up preloader (build/route-preload-plugin.ts) asked for before the app ran,
 * for the screen a first visit opens on. The app's own call for the same address takes the answer
 * under way instead of asking again, once, and only soon after the page loaded: later it would be
 * an old answer.
 */
export interface TEarlyRequest {
  url: string;
  /** Date.now() when the preloader sent it. */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __vitrinaEarly?: TEarlyRequest[];
  }
}

/** How long after it was sent an early answer may stand in for the app's call. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

/** The early answer for this address (whole URL path with query), taken so no one else gets it. */
export function takeEarlyResponse(url: string, now = Date.now()): Promise<Response> | undefined {
  const pending = typeof window === 'undefined' ? undefined : window.__vitrinaEarly;
  if (!pending) return undefined;
  const index = pending.findIndex((request) => request.url === url);
  if (index < 0) return undefined;
  const [request] = pending.splice(index, 1);
  if (!request || now - request.at > EARLY_REQUEST_MAX_AGE_MS) return undefined;
  return request.response;
}
