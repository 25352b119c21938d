/**
 * When the page is live: a page rendered in the browser at its first commit; a page the server
 * rendered once all of it is hydrated (the screen too, which React hydrates after the frame around
 * it: app/layout/root-layout marks it). Until then a change that would render the page differently
 * from the server's HTML (another language) waits here, and is applied once, when the page is live:
 * a part not yet hydrated would otherwise render in the new language against the old text and
 * fail to hydrate (React's error #418).
 */

let live = false;
const waiting = new Map<string, () => void>();

/** Whether the page is live (see above). */
export function isPageLive(): boolean {
  return live;
}

/** Marks the page live (`<html data-ready>`) and runs what waited for it, once. */
export function markPageLive(): void {
  if (live) return;
  live = true;
  if (typeof document !== 'undefined') document.documentElement.dataset.ready = '';
  const runs = [...waiting.values()];
  waiting.clear();
  for (const run of runs) run();
}

/**
 * Runs `run` now if the page is live, else once it is. A later call with the same `key` replaces
 * one still waiting (two choices of language before the page is live: the last one counts).
 */
export function whenPageLive(key: string, run: () => void): void {
  if (live) run();
  else waiting.set(key, run);
}
