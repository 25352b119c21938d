/* What the app page shows of a hosted build: kept apart from build-format, which reads the
 * message dictionaries, so the app page loads no more than it needs. */

import { dateTimeFormat } from '../lib/intl-formats';

const SHORT_SHA = 7;

/** A commit as people quote it: its first seven characters ('abc1234'); null while unknown. */
export function shortSha(sha: string | null | undefined): string | null {
  const value = sha?.trim();
  return value ? value.slice(0, SHORT_SHA) : null;
}

/** When a build was added or published, in the reader's language ('12 mar 2026, 14:05'); '—' when unreadable. */
export function formatBuildDate(value: string | null | undefined, language: string, withTime = true): string {
  const date = new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(
    language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

/**
 * The version an app page names: its current hosted build's (the one people open), else the one
 * its form gives; '' when neither.
 */
export function appVersionOf(project: {
  version?: string | null;
  hostedBuild?: { version: string } | null;
}): string {
  return project.hostedBuild?.version || project.version || '';
}
