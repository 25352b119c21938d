/**
 * The id of the block a server-rendered page carries its data in (app/page-data): a
 * `<script type="application/json">`, data the browser never runs, so the Content-Security-Policy
 * needs no inline scripts.
 */
export const PAGE_DATA_ID = 'vitrina-page';
/**
 * The id of the block that tells a server-rendered page's first script (the paint-first script of
 * build/route-preload-plugin) which files to fetch and which to run once the page is painted.
 */
export const START_DATA_ID = 'vitrina-start';
let serverRendered: boolean | undefined;

/**
 * Whether this document came rendered from the server (its page data is in it), which the
 * browser then hydrated. Always true on the server itself.
 */
export function isServerRenderedPage(): boolean {
  serverRendered ??= typeof document === 'undefined' || document.getElementById(PAGE_DATA_ID) !== null;
  return serverRendered;
}
