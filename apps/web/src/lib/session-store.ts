import type { TUser } from '@vitrina/shared/auth/auth.schemas';
import { isPlaceholderEmail, isPlaceholderName } from '@vitrina/shared/auth/session-rules';
import { LIMITS } from '@vitrina/shared/config/limits';
import { useSyncExternalStore } from 'react';
import { readLocal, readLocalJson, removeLocal, STORAGE_KEYS, writeLocal } from './storage';

/**
 * The signed-in person, kept in localStorage and mirrored in memory.
 * A tiny external store read with useSyncExternalStore; the 'storage' event keeps tabs in step.
 */

/** The user as the client keeps it; `type` stays a string because old storage may hold anything. */
export type TSessionUser = Omit<TUser, 'type'> & { type: TUser['type'] | (string & {}) };

export type TSessionStatus = 'initializing' | 'authenticated' | 'anonymous';

export interface TSessionState {
  status: TSessionStatus;
  token: string | null;
  user: TSessionUser | null;
}

/** Why a session ended: the UI tells the person only about the ones they did not ask for. */
export type TSessionEndReason = 'logout' | 'inactivity' | 'unauthorized' | 'invalid' | 'other-tab';

export interface TSessionEndEvent {
  reason: TSessionEndReason;
  previousStatus: TSessionStatus;
}

const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.lastActivity,
  STORAGE_KEYS.favoriteProjects,
  STORAGE_KEYS.purchasedProjectIds,
];

/** Writes of the last-activity time are throttled: mousemove fires dozens of times a second. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

let state: TSessionState = { status: 'initializing', token: null, user: null };
let lastActivity = 0;
let lastActivityWrite = 0;
const listeners = new Set<() => void>();
const endListeners = new Set<(event: TSessionEndEvent) => void>();

function setState(next: TSessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function toSessionUser(value: unknown): TSessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Partial<TSessionUser>;
  if (typeof user.id !== 'string' || !user.id) return null;
  if (typeof user.email !== 'string' || !user.email) return null;
  return {
    ...(user as TSessionUser),
    id: user.id,
    email: user.email,
    name: typeof user.name === 'string' ? user.name : '',
    type: typeof user.type === 'string' ? user.type : '',
  };
}

/** The rules for a stored session that must not be trusted (placeholder data, staleness). */
function isUsableStoredUser(user: TSessionUser | null): user is TSessionUser {
  return !!user && !isPlaceholderName(user.name) && !isPlaceholderEmail(user.email);
}

function writeActivity(now: number): void {
  lastActivity = now;
  lastActivityWrite = now;
  writeLocal(STORAGE_KEYS.lastActivity, String(now));
}

// ---- Reading ----

export function getSessionState(): TSessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bearer token for API calls, or null. */
export function getSessionToken(): string | null {
  return state.token;
}

/** Time (ms since epoch) of the last recorded activity; 0 when nobody is signed in. */
export function getLastActivity(): number {
  return lastActivity;
}

/** When the session will end through inactivity (ms since epoch). */
export function getSessionDeadline(): number {
  return lastActivity + LIMITS.inactivityMs;
}

/**
 * What the server renders every page as, and what a server-rendered page is hydrated as: a visitor.
 * The person's own session shows right after hydration (React re-renders with getSessionState),
 * so everyone gets the same HTML and nothing mismatches.
 */
const VISITOR: TSessionState = { status: 'anonymous', token: null, user: null };
const getVisitorState = () => VISITOR;

/** React hook: the current session, re-rendering when it changes. */
export function useSession(): TSessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getVisitorState);
}

/** Called whenever a session ends (logout, inactivity, rejected token, another tab). */
export function onSessionEnd(listener: (event: TSessionEndEvent) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

// ---- Changing ----

/** Stores a fresh session after login or registration. */
export function startSession(token: string, user: TSessionUser): void {
  writeLocal(STORAGE_KEYS.token, token);
  writeLocal(STORAGE_KEYS.user, JSON.stringify(user));
  writeActivity(Date.now());
  setState({ status: 'authenticated', token, user });
}

/** Replaces the stored user (after a profile change or a fresh /me answer). */
export function updateSessionUser(user: TSessionUser): void {
  if (!state.token) return;
  writeLocal(STORAGE_KEYS.user, JSON.stringify(user));
  setState({ ...state, user });
}

/** Clears the session everywhere (storage, memory) and tells the listeners why. */
export function endSession(reason: TSessionEndReason): void {
  const previousStatus = state.status;
  removeLocal(...SESSION_KEYS);
  lastActivity = 0;
  if (previousStatus === 'anonymous' && !state.token) return;
  setState({ status: 'anonymous', token: null, user: null });
  for (const listener of endListeners) listener({ reason, previousStatus });
}

/**
 * Records that the person did something. Returns false when the session had already run out
 * (a sleeping laptop wakes up after the deadline): then the session is ended instead of renewed.
 */
export function recordActivity(options: { force?: boolean } = {}): boolean {
  if (state.status !== 'authenticated') return false;
  const now = Date.now();
  if (now >= getSessionDeadline()) {
    endSession('inactivity');
    return false;
  }
  lastActivity = now;
  if (options.force || now - lastActivityWrite >= ACTIVITY_WRITE_INTERVAL_MS) writeActivity(now);
  return true;
}

/**
 * Starts from what localStorage holds: invalid, placeholder or stale sessions are cleared;
 * otherwise `validate` (GET /api/auth/me) must confirm the token. Resolves when settled.
 */
export async function initializeSession(validate: (token: string) => Promise<TSessionUser>): Promise<void> {
  const token = readLocal(STORAGE_KEYS.token);
  const user = toSessionUser(readLocalJson(STORAGE_KEYS.user));
  const storedActivity = Number(readLocal(STORAGE_KEYS.lastActivity) ?? Number.NaN);
  const now = Date.now();
  // A missing activity time is not stale: the server's answer below decides.
  const stale = Number.isFinite(storedActivity) && now - storedActivity > LIMITS.inactivityMs;
  if (!token || !isUsableStoredUser(user) || stale) {
    removeLocal(...SESSION_KEYS);
    setState({ status: 'anonymous', token: null, user: null });
    return;
  }
  // The token must be in memory so the validating request carries it.
  state = { status: 'initializing', token, user };
  try {
    const fresh = await validate(token);
    if (state.token !== token) return; // another tab or a login replaced it meanwhile
    writeLocal(STORAGE_KEYS.user, JSON.stringify(fresh));
    writeActivity(Date.now());
    setState({ status: 'authenticated', token, user: fresh });
  } catch {
    if (state.token === token) endSession('invalid');
  }
}

// ---- Other tabs ----

function handleStorage(event: StorageEvent): void {
  if (event.storageArea !== window.localStorage) return;
  if (event.key === null) {
    // localStorage.clear() in another tab.
    if (state.token) endSession('other-tab');
    return;
  }
  if (event.key === STORAGE_KEYS.lastActivity) {
    const other = Number(event.newValue);
    // Activity in another tab keeps this tab's session alive too.
    if (state.status === 'authenticated' && Number.isFinite(other) && other > lastActivity) {
      lastActivity = other;
      lastActivityWrite = other;
    }
    return;
  }
  if (event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
  const token = readLocal(STORAGE_KEYS.token);
  const user = toSessionUser(readLocalJson(STORAGE_KEYS.user));
  if (!token) {
    if (state.token) endSession('other-tab');
    return;
  }
  // Another tab logged in (or updated the profile): adopt its session once both keys are there.
  if (user && state.status !== 'initializing') {
    lastActivity = Math.max(lastActivity, Number(readLocal(STORAGE_KEYS.lastActivity)) || Date.now());
    setState({ status: 'authenticated', token, user });
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', handleStorage);
