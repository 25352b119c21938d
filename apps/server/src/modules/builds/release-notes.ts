import { RELEASE_NOTES_MAX } from '@vitrina/shared/builds/build.schemas';
import type { TBuildRow } from '../../db/tables/builds';

/**
 * Release notes as they are kept: line breaks as `\n`, no space around them, none at all when
 * empty (null).
 */
export function normaliseReleaseNotes(text: string | null | undefined): string | null {
  const normal = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return normal === '' ? null : normal;
}

/**
 * The notes a GitHub release's description gives (Markdown as people write it, kept as text):
 * normalised, and cut at a line or a word to fit RELEASE_NOTES_MAX, ending with '…' when cut.
 */
export function releaseNotesFromGithub(body: string | null): string | null {
  const normal = normaliseReleaseNotes(body);
  if (normal === null || normal.length <= RELEASE_NOTES_MAX) return normal;
  const room = normal.slice(0, RELEASE_NOTES_MAX - 1);
  const line = room.lastIndexOf('\n');
  const word = room.lastIndexOf(' ');
  // A cut at the last line, else the last word, unless that loses more than a fifth of the room.
  const at = [line, word].find((index) => index > RELEASE_NOTES_MAX * 0.8) ?? room.length;
  return `${room.slice(0, at).trimEnd()}…`;
}

/**
 * A build's notes may change until it is approved: once approved they are what its owners and the
 * public were shown (and may have been told of).
 */
export const releaseNotesEditable = (build: Pick<TBuildRow, 'review'>) => build.review !== 'APPROVED';
