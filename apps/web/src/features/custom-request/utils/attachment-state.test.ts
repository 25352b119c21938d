import { ErrorCode } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import {
  applyDrop,
  applyServerFileRefusal,
  NO_ATTACHMENT,
  removeAttachmentFile,
  type TAttachmentState,
  toggleAttachment,
} from './attachment-state';

const pdf = (name = 'brief.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const tooLarge = (name: string, size: number) => ({
  file: { name, size },
  errors: [{ code: ErrorCode.FileTooLarge, message: 'File is larger than 1 MB' }],
});

describe('the attachment toggle', () => {
  it('turned on keeps what was there', () => {
    expect(toggleAttachment(NO_ATTACHMENT, true)).toEqual({ ...NO_ATTACHMENT, withAttachment: true });
  });

  it('turned off clears the file, the too-large flag and the URL', () => {
    const withFile: TAttachmentState = { ...NO_ATTACHMENT, withAttachment: true, file: pdf() };
    expect(toggleAttachment(withFile, false)).toEqual(NO_ATTACHMENT);

    const urlMode: TAttachmentState = {
      withAttachment: true,
      file: null,
      fileTooLarge: true,
      sharedUrl: 'https://drive.google.com/file/d/1',
      problem: { kind: 'tooLarge', fileName: 'big.pdf', size: 3_000_000 },
    };
    const off = toggleAttachment(urlMode, false);
    expect(off).toEqual({
      withAttachment: false,
      file: null,
      fileTooLarge: false,
      sharedUrl: '',
      problem: null,
    });
    // Turning it back on starts from nothing: the old URL does not come back.
    expect(toggleAttachment(off, true)).toEqual({ ...NO_ATTACHMENT, withAttachment: true });
  });
});

describe('a drop', () => {
  const on = toggleAttachment(NO_ATTACHMENT, true);

  it('of an accepted file keeps it', () => {
    const file = pdf();
    expect(applyDrop(on, [file], [])).toEqual({ ...on, file });
  });

  it('of a file over the limit drops it and asks for a URL', () => {
    const next = applyDrop({ ...on, file: pdf() }, [], [tooLarge('big.pdf', 3_000_000)]);
    expect(next.file).toBeNull();
    expect(next.fileTooLarge).toBe(true);
    expect(next.problem).toEqual({ kind: 'tooLarge', fileName: 'big.pdf', size: 3_000_000 });
  });

  it('of a good file after an oversized one ends the URL mode and forgets the URL', () => {
    const urlMode = { ...applyDrop(on, [], [tooLarge('big.pdf', 3_000_000)]), sharedUrl: 'https://x.org/f' };
    const file = pdf('small.pdf');
    expect(applyDrop(urlMode, [file], [])).toEqual({ ...on, file });
  });

  it('refused for another reason leaves the earlier file and says why', () => {
    const file = pdf();
    const next = applyDrop(
      { ...on, file },
      [],
      [{ file: { name: 'x.exe', size: 10 }, errors: [{ code: ErrorCode.FileInvalidType, message: '' }] }],
    );
    expect(next.file).toBe(file);
    expect(next.fileTooLarge).toBe(false);
    expect(next.problem).toEqual({ kind: 'invalidType', fileName: 'x.exe' });
  });

  it('with nothing in it changes nothing', () => {
    expect(applyDrop(on, [], [])).toBe(on);
  });
});

describe('removing the file and the server refusing it', () => {
  const withFile: TAttachmentState = { ...NO_ATTACHMENT, withAttachment: true, file: pdf('plan.pdf', 900) };

  it("'Quitar' removes the file but keeps the toggle on", () => {
    expect(removeAttachmentFile(withFile)).toEqual({ ...withFile, file: null });
  });

  it('a 413 turns to the URL field like an oversized drop', () => {
    const next = applyServerFileRefusal(withFile, 'FILE_TOO_LARGE', 'too large');
    expect(next).toMatchObject({
      file: null,
      fileTooLarge: true,
      problem: { kind: 'tooLarge', fileName: 'plan.pdf' },
    });
  });

  it('a 415 (the content is not really a PDF, DOC or DOCX) drops the file and names it', () => {
    const next = applyServerFileRefusal(
      withFile,
      'FILE_TYPE_NOT_ALLOWED',
      'El archivo debe ser PDF, DOC o DOCX',
    );
    expect(next).toEqual({
      ...withFile,
      file: null,
      problem: { kind: 'contentRefused', fileName: 'plan.pdf' },
    });
  });

  it("any other refusal of the file drops it with the server's words", () => {
    const next = applyServerFileRefusal(withFile, 'VALIDATION_ERROR', 'Adjunta un solo archivo');
    expect(next).toEqual({
      ...withFile,
      file: null,
      problem: { kind: 'other', message: 'Adjunta un solo archivo' },
    });
  });

  it('without a file there is nothing to drop', () => {
    const none = { ...withFile, file: null };
    expect(applyServerFileRefusal(none, 'FILE_TOO_LARGE', 'x')).toBe(none);
  });
});
