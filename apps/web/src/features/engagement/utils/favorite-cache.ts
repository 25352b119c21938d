import { ENGAGEMENT_LIMITS } from '@vitrina/shared/engagement/engagement-limits';
import { readLocal, readLocalJson, removeLocal, STORAGE_KEYS, writeLocal } from '../../../lib/storage';

/**
 * The browser's favourite cache: one entry per person and project,
 * {isFavorite, timestamp, projectId, userId}, trusted for 300 s; older or corrupt entries are
 * removed when read. The `favoriteProjects` list of ids is kept in step with the server.
 */
export interface TFavoriteCacheEntry {
  isFavorite: boolean;
  /** When it was stored (ms since epoch). */
  timestamp: number;
  projectId: string;
  userId: string;
}

const PREFIX = 'vitrina_favorite:';

/** The storage key of one person's entry for one project. */
export function favoriteCacheKey(userId: string, projectId: string): string {
  return `${PREFIX}${userId}:${projectId}`;
}

export type TFavoriteCacheCheck =
  | { status: 'fresh'; entry: TFavoriteCacheEntry }
  | { status: 'missing' }
  /** Expired, from the future, for someone else, or not an entry at all: to be removed. */
  | { status: 'invalid' };

/** Decides whether a stored value is a usable entry for this person and project at `now`. */
export function checkFavoriteCacheEntry(
  value: unknown,
  expected: { userId: string; projectId: string },
  now: number,
): TFavoriteCacheCheck {
  if (value === null || value === undefined) return { status: 'missing' };
  if (typeof value !== 'object') return { status: 'invalid' };
  const entry = value as Partial<TFavoriteCacheEntry>;
  const age = now - (entry.timestamp ?? Number.NaN);
  const valid =
    typeof entry.isFavorite === 'boolean' &&
    typeof entry.timestamp === 'number' &&
    entry.projectId === expected.projectId &&
    entry.userId === expected.userId &&
    age >= 0 &&
    age < ENGAGEMENT_LIMITS.favoriteCacheMs;
  return valid ? { status: 'fresh', entry: entry as TFavoriteCacheEntry } : { status: 'invalid' };
}

/** The fresh entry for this person and project, or null; a stale or corrupt one is removed. */
export function readFavoriteCacheEntry(
  userId: string,
  projectId: string,
  now = Date.now(),
): TFavoriteCacheEntry | null {
  if (!userId || !projectId) return null;
  const key = favoriteCacheKey(userId, projectId);
  // A value that is not JSON reads as corrupt (readLocalJson would make it look missing).
  const raw = readLocal(key);
  const check = checkFavoriteCacheEntry(
    raw === null ? null : (readLocalJson(key) ?? 'corrupt'),
    { userId, projectId },
    now,
  );
  if (check.status === 'invalid') removeLocal(key);
  return check.status === 'fresh' ? check.entry : null;
}

/** Stores what is now known about a favourite (after a toggle or a server check). */
export function rememberFavorite(
  change: { userId: string; projectId: string; isFavorite: boolean },
  now = Date.now(),
): void {
  if (!change.userId || !change.projectId) return;
  const entry: TFavoriteCacheEntry = { ...change, timestamp: now };
  writeLocal(favoriteCacheKey(change.userId, change.projectId), JSON.stringify(entry));
  writeFavoriteIds(withFavoriteId(readFavoriteIds(), change.projectId, change.isFavorite));
}

/** Forgets an entry (after a failed toggle: the next look asks the server). */
export function forgetFavorite(userId: string, projectId: string): void {
  removeLocal(favoriteCacheKey(userId, projectId));
}

/** The `favoriteProjects` list of ids; anything but an array of strings reads as empty. */
export function readFavoriteIds(): string[] {
  const value = readLocalJson(STORAGE_KEYS.favoriteProjects);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Replaces the `favoriteProjects` list with the server's ids. */
export function writeFavoriteIds(ids: readonly string[]): void {
  writeLocal(STORAGE_KEYS.favoriteProjects, JSON.stringify([...new Set(ids)]));
}

/** The list with the id added or removed (no duplicates, order kept). */
export function withFavoriteId(ids: readonly string[], projectId: string, isFavorite: boolean): string[] {
  const rest = ids.filter((id) => id !== projectId);
  return isFavorite ? [...rest, projectId] : rest;
}
