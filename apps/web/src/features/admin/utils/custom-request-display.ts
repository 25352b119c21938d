/** Past this many characters or lines a request's description starts collapsed ('Ver más'). */
const LONG_TEXT_CHARS = 320;
const LONG_TEXT_LINES = 5;

/** Whether a description is long enough to be shown collapsed first. */
export function isLongText(text: string): boolean {
  return text.length > LONG_TEXT_CHARS || text.split('\n').length > LONG_TEXT_LINES;
}

/**
 * A link the admin may open: only http(s) addresses are linked (the server checks them too), so
 * a 'javascript:' or other scheme that slipped through is shown as text, never followed.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The site a link leads to ('drive.google.com'), to show before the whole address. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
