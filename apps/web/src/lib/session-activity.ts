import { LIMITS } from '@vitrina/shared/config/limits';
import {
  endSession,
  getSessionDeadline,
  getSessionState,
  recordActivity,
  subscribeSession,
} from './session-store';

/** The events that count as activity. */
const ACTIVITY_EVENTS = [
  'mousemove',
  'keydown',
  'scroll',
  'touchstart',
  'click',
  'visibilitychange',
] as const;

/**
 * The server expires sessions idle for 30 minutes too; while the person is active here we
 * tell it so, at most this often.
 */
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60 * 1000;

interface TActivityOptions {
  /** Called while the person is active, at most every KEEP_ALIVE_INTERVAL_MS (GET /api/auth/me). */
  keepAlive: () => Promise<unknown>;
}

/**
 * Watches activity for the signed-in person: resets the inactivity timer on those events,
 * ends the session when the timer runs out and keeps the server session alive.
 * Timers use Date.now/setTimeout only, so a test can drive them with a fake clock.
 * Returns a function that stops watching.
 */
export function startSessionActivity({ keepAlive }: TActivityOptions): () => void {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastKeepAlive = Date.now();
  let keepAliveInFlight = false;

  const scheduleExpiry = () => {
    clearTimeout(expiryTimer);
    if (getSessionState().status !== 'authenticated') return;
    const wait = Math.max(0, getSessionDeadline() - Date.now());
    expiryTimer = setTimeout(() => {
      if (getSessionState().status !== 'authenticated') return;
      // Activity may have moved the deadline since this timer was set.
      if (Date.now() >= getSessionDeadline()) endSession('inactivity');
      else scheduleExpiry();
    }, wait);
  };

  const onActivity = () => {
    if (!recordActivity()) return;
    const now = Date.now();
    if (!keepAliveInFlight && now - lastKeepAlive >= KEEP_ALIVE_INTERVAL_MS) {
      lastKeepAlive = now;
      keepAliveInFlight = true;
      // A rejected token ends the session inside the API client; other failures are transient.
      keepAlive()
        .catch(() => undefined)
        .finally(() => {
          keepAliveInFlight = false;
        });
    }
  };

  let previousStatus = getSessionState().status;
  const unsubscribe = subscribeSession(() => {
    const { status } = getSessionState();
    if (status === 'authenticated' && previousStatus !== 'authenticated') lastKeepAlive = Date.now();
    previousStatus = status;
    scheduleExpiry();
  });

  for (const name of ACTIVITY_EVENTS) {
    const target = name === 'visibilitychange' ? document : window;
    target.addEventListener(name, onActivity, { passive: true, capture: true });
  }
  scheduleExpiry();

  return () => {
    clearTimeout(expiryTimer);
    unsubscribe();
    for (const name of ACTIVITY_EVENTS) {
      const target = name === 'visibilitychange' ? document : window;
      target.removeEventListener(name, onActivity, { capture: true });
    }
  };
}

/** Milliseconds left before the inactivity timeout (never negative). */
export function getSessionRemainingMs(now = Date.now()): number {
  return Math.max(0, getSessionDeadline() - now);
}

/** True when the session banner should show (less than the warning time left). */
export function isSessionEndingSoon(now = Date.now()): boolean {
  return getSessionState().status === 'authenticated' && getSessionRemainingMs(now) < LIMITS.sessionWarningMs;
}
