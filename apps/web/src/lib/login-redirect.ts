import { readSession, removeSession, STORAGE_KEYS, writeSession } from './storage';

const AUTH_PATHS = ['/login', '/register', '/admin-login', '/forgot-password', '/reset-password'];

/** Only same-site paths are followed, so a crafted value cannot send someone off the site. */
function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !AUTH_PATHS.includes(pathname);
}

/**
 * The sign-in page's address that comes back to `path` afterwards (`/login?next=…`). A visitor's
 * sign-in links are these plain addresses, so they work before and without the page's script.
 */
export function loginHref(path: string): string {
  if (!isSafePath(path)) return '/login';
  // Slashes may stay as they are in a query: the address reads as the path it names.
  return `/login?next=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}

/** The path an address's `next` names (loginHref), when it is one to come back to. */
export function nextPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && isSafePath(next) ? next : null;
}

/**
 * The sign-in pages keep the path their address names (`next`) as the one to come back to: the
 * person may go on to register or reset a password first, and still come back.
 */
function adoptNextOfAddress(): void {
  const next = typeof window === 'undefined' ? null : nextPathOf(window.location?.search ?? '');
  if (next) writeSession(STORAGE_KEYS.redirectAfterLogin, next);
}

/** Remembers where to come back to after logging in (a guard or the checkout calls this). */
export function rememberRedirectAfterLogin(path: string): void {
  if (isSafePath(path)) writeSession(STORAGE_KEYS.redirectAfterLogin, path);
}

/** Returns the remembered path (once) or the fallback. */
export function takeRedirectAfterLogin(fallback = '/'): string {
  adoptNextOfAddress();
  const path = readSession(STORAGE_KEYS.redirectAfterLogin);
  removeSession(STORAGE_KEYS.redirectAfterLogin);
  return path && isSafePath(path) ? path : fallback;
}

/** The remembered path without taking it (the login page reads it to say where it leads). */
export function peekRedirectAfterLogin(): string | null {
  adoptNextOfAddress();
  const path = readSession(STORAGE_KEYS.redirectAfterLogin);
  return path && isSafePath(path) ? path : null;
}

/** The app (id or slug) of a checkout path, `/checkout/{id}`; null for any other path. */
export function checkoutIdOf(path: string | null): string | null {
  const match = /^\/checkout\/([^/?#]+)\/?(?:[?#]|$)/.exec(path ?? '');
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
