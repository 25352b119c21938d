import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';

/**
 * The time and time zone a page was written with. A page the server rendered carries them (its
 * page data): hydrating, the browser writes dates in the server's time zone and times relative to
 * the moment the server rendered ('hace un momento'), so the text it hydrates is the server's, to
 * the letter (another day past midnight, or 'hace 1 minuto' a second later, would be a hydration
 * error). Relative times then follow the reader's clock.
 */
export interface TPageClock {
  /** Epoch ms when the page was rendered. */
  renderedAt: number;
  /** The IANA time zone its dates were written in. */
  timeZone: string;
}

/** The server's clock for a page it renders now. */
export function serverPageClock(): TPageClock {
  return { renderedAt: Date.now(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

// The time zone dates are written in: the server's, once a page it rendered is taken over (for the
// whole visit, so a date reads the same on every screen); unset, the reader's own.
let displayZone: string | undefined;

/** A page the server rendered is about to be hydrated: its dates are written in its time zone. */
export function adoptPageClock(clock: TPageClock | undefined): void {
  if (clock?.timeZone) displayZone = clock.timeZone;
}

/** The time zone to write dates in (undefined: the reader's). */
export function displayTimeZone(): string | undefined {
  return displayZone;
}

const PageRenderedAt = createContext<number | null>(null);

/** Gives the screens the time the page was rendered at (the server's, while hydrating). */
export function PageClockProvider({ renderedAt, children }: { renderedAt?: number; children: ReactNode }) {
  return createElement(PageRenderedAt.Provider, { value: renderedAt ?? null }, children);
}

/** How often relative times move on. */
const TICK_MS = 30_000;
let now = typeof window === 'undefined' ? 0 : Date.now();

// The same value for a while (React reads it several times per render), then the time again.
function readNow(): number {
  const current = Date.now();
  if (current - now >= TICK_MS) now = current;
  return now;
}

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
}

/**
 * Now, for texts relative to it: the time the server rendered the page at while it renders or
 * hydrates it, the reader's clock after (and on screens the browser renders itself).
 */
export function usePageNow(): number {
  const renderedAt = useContext(PageRenderedAt);
  return useSyncExternalStore(subscribe, readNow, () => renderedAt ?? readNow());
}
