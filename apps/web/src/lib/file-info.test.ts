import { describe, expect, it } from 'vitest';
import { fileKindOf } from './file-info';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('are written in binary units, in the reader language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(300 * 1024, 'es')).toBe('300 KB');
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'es')).toBe('2,5 MB');
  });

  it('treat anything that is not a size as nothing', () => {
    expect(formatFileSize(Number.NaN, 'en')).toBe('0 B');
    expect(formatFileSize(-3, 'en')).toBe('0 B');
  });
});

describe('file kinds', () => {
  it('come from the MIME type of an attachment, else from the name', () => {
    expect(fileKindOf({ name: 'brief', type: 'application/pdf' })).toBe('PDF');
    expect(
      fileKindOf({
        name: 'x.bin',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe('DOCX');
    expect(fileKindOf({ name: 'notes.doc', type: '' })).toBe('DOC');
    expect(fileKindOf({ name: 'README', type: 'application/octet-stream' })).toBe('');
  });
});
