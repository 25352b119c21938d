/** Keys the app keeps in the browser (the session's among them). */
export const STORAGE_KEYS = {
  token: 'vitrina_auth_token',
  user: 'vitrina_user',
  lastActivity: 'vitrina_last_activity',
  favoriteProjects: 'favoriteProjects',
  purchasedProjectIds: 'purchasedProjectIds',
  queryCache: 'vitrina_query_cache',
  /** sessionStorage: where to go after logging in, set by a guard or the checkout. */
  redirectAfterLogin: 'vitrina_redirect_after_login',
} as const;

/**
 * A stored session or kept data cache: the app then restores those first, and a visit is not a
 * first visit. Read at start-up by the router (which may ask for the opening screen's data early)
 * and by the start-up preloader (build/route-preload-plugin.ts), so both take the same view.
 */
export const NOT_FIRST_VISIT_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.queryCache] as const;

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeLocal(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Ignored, see above.
  }
}

/** Parses a JSON value from localStorage; corrupt or missing values read as null. */
export function readLocalJson(key: string): unknown {
  const raw = readLocal(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Ignored, see above.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Ignored, see above.
  }
}

/** No stored session and no kept data cache (see NOT_FIRST_VISIT_KEYS). */
export function isFirstVisit(): boolean {
  return NOT_FIRST_VISIT_KEYS.every((key) => readLocal(key) === null);
}
