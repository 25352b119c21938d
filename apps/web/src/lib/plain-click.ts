/** The parts of a click that say where the browser would open a link. */
interface TClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain click on a link (no modifier, main button): the page may handle it itself. Any other (a
 * new tab, a new window, a download) is left to the browser, which follows the link's address.
 */
export const isPlainClick = (event: TClick) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
