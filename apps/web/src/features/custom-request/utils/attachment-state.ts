import { dropProblemOf, type TDropProblem, type TDropRejection } from './attachment-rules';

/**
 * Everything the optional attachment decides in the custom request form:
 * whether one is wanted, the chosen file, whether the last one was over the limit (then a download
 * URL replaces it) and why the last drop was refused.
 */
export interface TAttachmentState {
  withAttachment: boolean;
  file: File | null;
  fileTooLarge: boolean;
  sharedUrl: string;
  problem: TDropProblem | null;
}

export const NO_ATTACHMENT: TAttachmentState = {
  withAttachment: false,
  file: null,
  fileTooLarge: false,
  sharedUrl: '',
  problem: null,
};

/** The toggle. Turning it off clears the file, the too-large flag and the URL. */
export function toggleAttachment(state: TAttachmentState, on: boolean): TAttachmentState {
  if (!on) return NO_ATTACHMENT;
  return { ...state, withAttachment: true };
}

/**
 * A drop or a choice from the file dialog. An accepted file replaces any earlier one and ends the
 * URL mode. A file over the limit is dropped, not kept: the form asks for a download URL instead.
 * Any other refusal (wrong kind, several files, empty) leaves the earlier choice as it was.
 */
export function applyDrop(
  state: TAttachmentState,
  accepted: ReadonlyArray<File>,
  rejections: ReadonlyArray<TDropRejection>,
): TAttachmentState {
  const problem = dropProblemOf(rejections);
  const [file] = accepted;
  if (!problem && file) {
    return { ...state, withAttachment: true, file, fileTooLarge: false, sharedUrl: '', problem: null };
  }
  if (!problem) return state;
  if (problem.kind === 'tooLarge') {
    return { ...state, withAttachment: true, file: null, fileTooLarge: true, problem };
  }
  return { ...state, problem };
}

/** 'Quitar': the file goes; the toggle stays on so another can be chosen. */
export function removeAttachmentFile(state: TAttachmentState): TAttachmentState {
  return { ...state, file: null, problem: null };
}

/**
 * The server refused the file after all: over the limit (413) turns to URL mode like a drop would;
 * a content that is not really PDF/DOC/DOCX (415) drops the file and says so; anything else about
 * the file drops it with the server's words.
 */
export function applyServerFileRefusal(
  state: TAttachmentState,
  code: string,
  message: string,
): TAttachmentState {
  if (!state.file) return state;
  if (code === 'FILE_TOO_LARGE') {
    return {
      ...state,
      file: null,
      fileTooLarge: true,
      problem: { kind: 'tooLarge', fileName: state.file.name, size: state.file.size },
    };
  }
  if (code === 'FILE_TYPE_NOT_ALLOWED') {
    return { ...state, file: null, problem: { kind: 'contentRefused', fileName: state.file.name } };
  }
  return { ...state, file: null, problem: { kind: 'other', message } };
}
