// The referrals module's public entry: what other modules may use of it.
export { referralCookieValue, referralSourceOf } from './referral-cookie';
