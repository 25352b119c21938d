import {
  ATTACHMENT_TYPES,
  CUSTOM_REQUEST_LIMITS,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import { ErrorCode } from 'react-dropzone';

/** The drop zone's `accept`: the MIME types the server takes, each with its extensions. */
export const ATTACHMENT_ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(ATTACHMENT_TYPES).map(([type, extensions]) => [type, [...extensions]]),
);

/** 1 MB (1024 × 1024 bytes); a bigger file is shared by URL instead. */
export const ATTACHMENT_MAX_BYTES = CUSTOM_REQUEST_LIMITS.attachmentMaxBytes;

/** An empty file carries nothing to read: the drop zone refuses it ('File is smaller than 1 byte'). */
export const ATTACHMENT_MIN_BYTES = 1;

/** 'PDF', 'DOC', 'DOCX': the accepted kinds as people name them. */
export const ATTACHMENT_KINDS: readonly string[] = Object.values(ATTACHMENT_TYPES).flatMap((extensions) =>
  extensions.map((extension) => extension.slice(1).toUpperCase()),
);

/** The accepted kinds as a phrase of the reader's language: 'PDF, DOC o DOCX', 'PDF, DOC, or DOCX'. */
export function attachmentKindsText(language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(ATTACHMENT_KINDS);
}

/** What react-dropzone hands back for a refused file (its FileRejection, reduced to what is read). */
export interface TDropRejection {
  file: { name: string; size: number };
  errors: ReadonlyArray<{ code: string; message: string }>;
}

/**
 * Why a drop was refused, one reason for the whole drop. react-dropzone's codes, in the order a
 * person should hear them: several files, then the wrong kind (a 5 MB .exe is not "too large", it
 * is not accepted at all), then the size. Only a file that is acceptable but too large turns the
 * form to the shared-URL field.
 */
export type TDropProblem =
  | { kind: 'tooMany' }
  | { kind: 'invalidType'; fileName: string }
  | { kind: 'tooLarge'; fileName: string; size: number }
  | { kind: 'tooSmall'; fileName: string }
  /** The server read the file and it is not really a PDF, DOC or DOCX (a renamed .exe). */
  | { kind: 'contentRefused'; fileName: string }
  | { kind: 'other'; message: string };

const ORDER: ReadonlyArray<string> = [
  ErrorCode.TooManyFiles,
  ErrorCode.FileInvalidType,
  ErrorCode.FileTooLarge,
  ErrorCode.FileTooSmall,
];

/** The reason to show for a refused drop; null when nothing was refused. */
export function dropProblemOf(rejections: ReadonlyArray<TDropRejection>): TDropProblem | null {
  const all = rejections.flatMap((rejection) => rejection.errors.map((error) => ({ rejection, error })));
  if (all.length === 0) return null;
  const rank = (code: string) => {
    const index = ORDER.indexOf(code);
    return index === -1 ? ORDER.length : index;
  };
  const first = all.reduce((best, item) => (rank(item.error.code) < rank(best.error.code) ? item : best));
  const { file } = first.rejection;
  switch (first.error.code) {
    case ErrorCode.TooManyFiles:
      return { kind: 'tooMany' };
    case ErrorCode.FileInvalidType:
      return { kind: 'invalidType', fileName: file.name };
    case ErrorCode.FileTooLarge:
      return { kind: 'tooLarge', fileName: file.name, size: file.size };
    case ErrorCode.FileTooSmall:
      return { kind: 'tooSmall', fileName: file.name };
    default:
      return { kind: 'other', message: first.error.message };
  }
}

/** A translation key of the `custom-request` namespace and its values. */
export interface TDropProblemText {
  key: string;
  values: Record<string, string>;
}

/**
 * The text of a refused drop ('File type must be …', 'File is larger than …'
 * as the 1MB / share-a-URL notice, 'File is smaller than …', 'Too many files').
 */
export function dropProblemText(
  problem: TDropProblem,
  language: string,
  formatSize: (bytes: number, language: string) => string,
): TDropProblemText {
  switch (problem.kind) {
    case 'tooMany':
      return { key: 'drop.errors.tooMany', values: {} };
    case 'invalidType':
      return {
        key: 'drop.errors.invalidType',
        values: { name: problem.fileName, types: attachmentKindsText(language) },
      };
    case 'tooLarge': {
      const size = formatSize(problem.size, language);
      const limit = formatSize(ATTACHMENT_MAX_BYTES, language);
      // A file a few bytes over the limit rounds to '1 MB': then saying its size would only confuse.
      return size === limit
        ? { key: 'drop.errors.tooLargeBarely', values: { name: problem.fileName, limit } }
        : { key: 'drop.errors.tooLarge', values: { name: problem.fileName, size, limit } };
    }
    case 'tooSmall':
      return {
        key: 'drop.errors.tooSmall',
        values: { name: problem.fileName, size: formatSize(ATTACHMENT_MIN_BYTES, language) },
      };
    case 'contentRefused':
      return {
        key: 'drop.errors.contentRefused',
        values: { name: problem.fileName, types: attachmentKindsText(language) },
      };
    default:
      return { key: 'drop.errors.other', values: { message: problem.message } };
  }
}
