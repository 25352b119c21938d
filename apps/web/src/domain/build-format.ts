import type { TBuild, TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import { formatFileSize } from '../lib/file-size';

/** A text to show: a key of the common namespace and the values it is filled with. */
export interface TKeyedText {
  key: string;
  values: Record<string, string | number>;
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
