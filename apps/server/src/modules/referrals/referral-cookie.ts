import { randomBytes } from 'node:crypto';
import {
  isReferralSource,
  REFERRAL_COOKIE,
  REFERRAL_WINDOW_DAYS,
} from '@vitrina/shared/referrals/referral.schemas';

/** A visitor's referral: the last source they arrived with, since when, and their random id. */
export type TReferral = { source: string; since: Date; visitorId: string };

const WINDOW_S = REFERRAL_WINDOW_DAYS * 86_400;
/** A start this far ahead of the server's clock is a browser's clock or a forgery: not trusted. */
const FUTURE_SKEW_S = 300;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]*)`);
/** SOURCE.SINCE.VISITOR: the source, its start in Unix seconds, 16 random bytes in base64url. */
const REFERRAL_VALUE = /^([A-Za-z0-9_-]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/** The referral cookie's raw value in a Cookie header, if any (validated by parseReferral). */
export function referralCookieValue(cookieHeader: string | undefined): string | null {
  return COOKIE_VALUE.exec(cookieHeader ?? '')?.[1] ?? null;
}

/**
 * The referral a cookie value holds, or null when it holds none the server can trust: not of the
 * form it writes, or older than the window (the browser should have dropped it; the server does
 * not rely on it), or starting in the future.
 */
export function parseReferral(raw: string | null | undefined, now: Date): TReferral | null {
  const match = raw ? REFERRAL_VALUE.exec(raw) : null;
  if (!match) return null;
  const [, source, since, visitorId] = match as unknown as [string, string, string, string];
  const nowS = Math.floor(now.getTime() / 1000);
  const sinceS = Number(since);
  if (!isReferralSource(source) || sinceS > nowS + FUTURE_SKEW_S || nowS - sinceS >= WINDOW_S) return null;
  return { source, since: new Date(sinceS * 1000), visitorId };
}

/** The source a visitor's cookie credits now (the order's referral source), or null. */
export function referralSourceOf(raw: string | null | undefined, now: Date): string | null {
  return parseReferral(raw, now)?.source ?? null;
}

/** A new visitor's random id (it names no one: it only tells one browser's visits apart). */
export const newVisitorId = () => randomBytes(16).toString('base64url');

/**
 * The Set-Cookie that gives a visitor a source for the window from now: first-party, the whole
 * site, sent on top-level navigations from other sites (Lax), out of reach of scripts.
 */
export function referralSetCookie(referral: TReferral, secure: boolean): string {
  const since = Math.floor(referral.since.getTime() / 1000);
  const value = `${referral.source}.${since}.${referral.visitorId}`;
  return `${REFERRAL_COOKIE}=${value}; Path=/; Max-Age=${WINDOW_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
