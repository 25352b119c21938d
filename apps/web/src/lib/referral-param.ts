/**
 * An address without its referral source (`?ref=SOURCE`), or null when it has none. The server
 * counts the source when the page is asked for and renders the page without it (it changes
 * nothing on the page); the browser drops it from the address before the app starts, so the
 * router sees the address the server rendered and a link copied afterwards does not carry the
 * source on. The other parameters are kept as written.
 */
export function addressWithoutReferral(search: string): string | null {
  if (!search.startsWith('?')) return null;
  const params = search.slice(1).split('&');
  const kept = params.filter((param) => param !== 'ref' && !param.startsWith('ref='));
  if (kept.length === params.length) return null;
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** Drops the referral source from the current address (no new history entry). */
export function dropReferralFromAddress(): void {
  const search = addressWithoutReferral(window.location.search);
  if (search === null) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${search}${window.location.hash}`,
  );
}
