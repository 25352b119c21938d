import type { TRole } from '../auth/roles';

/**
 * The kinds of e-mail a person may turn off, each one switch in the profile and one unsubscribe
 * link. Security mails (password reset, password changed) are no kind: they are always sent.
 * - `app_updates`: news of the apps one owns (a new version, suspended, back); also per app.
 * - `purchases`: one's receipts and the outcome of one's refund requests.
 * - `replies`: a developer's reply to one's comment on their app.
 * - `sales` (a sale, a payout), `refunds` (requests on one's apps and their outcome),
 *   `feedback` (ratings and comments on one's apps), `builds`, `github_checks`, `webhooks` (an
 *   endpoint paused after 3 days of failed deliveries): developers'.
 */
export const EMAIL_KINDS = [
  'app_updates',
  'purchases',
  'replies',
  'sales',
  'refunds',
  'feedback',
  'builds',
  'github_checks',
  'webhooks',
] as const;
export type TEmailKind = (typeof EMAIL_KINDS)[number];

const OWNER_KINDS: readonly TEmailKind[] = ['app_updates', 'purchases', 'replies'];
const DEVELOPER_KINDS: readonly TEmailKind[] = [
  'sales',
  'refunds',
  'feedback',
  'builds',
  'github_checks',
  'webhooks',
];

/** The kinds of e-mail an account of this role may receive, so its settings list them. */
export function emailKindsFor(role: TRole): readonly TEmailKind[] {
  return role === 'developer' ? [...OWNER_KINDS, ...DEVELOPER_KINDS] : OWNER_KINDS;
}
