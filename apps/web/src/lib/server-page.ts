import { PAGE_DATA_ID } from '../app/page-data';

let serverRendered: boolean | undefined;

/**
 * Whether this document came rendered from the server (its page data is in it), which the
 * browser then hydrated. Always true on the server itself.
 */
export function isServerRenderedPage(): boolean {
  serverRendered ??= typeof document === 'undefined' || document.getElementById(PAGE_DATA_ID) !== null;
  return serverRendered;
}
