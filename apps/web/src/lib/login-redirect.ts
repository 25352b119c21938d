import { readSession, removeSession, STORAGE_KEYS, writeSession } from './storage';

const AUTH_PATHS = ['/login', '/register', '/admin-login', '/forgot-password', '/reset-password'];

/** Only same-site paths are followed, so a crafted value cannot send someone off the site. */
function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !AUTH_PATHS.includes(pathname);
}

/** Remembers where to come back to after logging in (a guard or the checkout calls this). */
export function rememberRedirectAfterLogin(path: string): void {
  if (isSafePath(path)) writeSession(STORAGE_KEYS.redirectAfterLogin, path);
}

/** Returns the remembered path (once) or the fallback. */
export function takeRedirectAfterLogin(fallback = '/'): string {
  const path = readSession(STORAGE_KEYS.redirectAfterLogin);
  removeSession(STORAGE_KEYS.redirectAfterLogin);
  return path && isSafePath(path) ? path : fallback;
}

/** The remembered path without taking it (the login page reads it to say where it leads). */
export function peekRedirectAfterLogin(): string | null {
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
