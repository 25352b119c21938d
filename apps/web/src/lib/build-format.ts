import type { TBuild, TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import { formatFileSize } from './file-info';

/** A text to show: a key of the common namespace and the values it is filled with. */
export interface TKeyedText {
  key: string;
  values: Record<string, string | number>;
}

const SHORT_SHA = 7;

/** A commit as people quote it: its first seven characters ('abc1234'); null while unknown. */
export function shortSha(sha: string | null | undefined): string | null {
  const value = sha?.trim();
  return value ? value.slice(0, SHORT_SHA) : null;
}

/** How many files a build holds and their size together ('42 archivos · 1,2 MB'). */
export function buildFilesText(
  build: Pick<TBuild, 'fileCount' | 'totalBytes'>,
  language: string,
): TKeyedText {
  return {
    key: 'builds.files',
    values: { count: build.fileCount, size: formatFileSize(build.totalBytes, language) },
  };
}

/** Why an import failed, in the reader's language, with what it names (a path, a tag, a limit). */
export function buildFailureText(failure: TBuildFailure, language: string): string {
  return translateMessage(`build.failure.${failure.code}`, language, failure.params);
}

/** When a build was added or published, in the reader's language ('12 mar 2026, 14:05'); '—' when unreadable. */
export function formatBuildDate(value: string | null | undefined, language: string, withTime = true): string {
  const date = new Date(value ?? '');
  if (!value || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}
