import i18next, { type i18n as TI18n } from 'i18next';
import { ErrorCode } from 'react-dropzone';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../lib/file-size';
import en from '../../../locales/en/custom-request.json';
import es from '../../../locales/es/custom-request.json';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  attachmentKindsText,
  dropProblemOf,
  dropProblemText,
  type TDropRejection,
} from './attachment-rules';

/** A rejection as react-dropzone reports it, with its own English message. */
const rejected = (name: string, size: number, ...codes: string[]): TDropRejection => ({
  file: { name, size },
  errors: codes.map((code) => ({ code, message: `react-dropzone says ${code}` })),
});

let i18n: TI18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'es',
    resources: { es: { 'custom-request': es }, en: { 'custom-request': en } },
    defaultNS: 'custom-request',
    interpolation: { escapeValue: false },
  });
});

/** The text a person reads for a refused drop, in one language. */
const shown = (rejections: TDropRejection[], language: 'es' | 'en') => {
  const problem = dropProblemOf(rejections);
  if (!problem) return null;
  const { key, values } = dropProblemText(problem, language, formatFileSize);
  return i18n.getFixedT(language)(key, values);
};

describe('the drop zone settings', () => {
  it('accept PDF, DOC and DOCX up to 1 MB (1024 × 1024 bytes)', () => {
    expect(ATTACHMENT_ACCEPT).toEqual({
      'application/pdf': ['.pdf'],
      'application/msword': ['.doc'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    });
    expect(ATTACHMENT_MAX_BYTES).toBe(1_048_576);
    expect(attachmentKindsText('es')).toBe('PDF, DOC o DOCX');
    expect(attachmentKindsText('en')).toBe('PDF, DOC, or DOCX');
  });
});

describe("react-dropzone's rejections", () => {
  it('mean nothing when no file was refused', () => {
    expect(dropProblemOf([])).toBeNull();
    expect(dropProblemOf([{ file: { name: 'a.pdf', size: 1 }, errors: [] }])).toBeNull();
  });

  it("'File type must be …' names the accepted kinds", () => {
    const rejections = [rejected('setup.exe', 2000, ErrorCode.FileInvalidType)];
    expect(dropProblemOf(rejections)).toEqual({ kind: 'invalidType', fileName: 'setup.exe' });
    expect(shown(rejections, 'es')).toBe(
      'El tipo de archivo debe ser PDF, DOC o DOCX: «setup.exe» no se puede adjuntar.',
    );
    expect(shown(rejections, 'en')).toBe(
      "File type must be PDF, DOC, or DOCX: “setup.exe” can't be attached.",
    );
  });

  it("'File is larger than …' becomes the 1MB notice that asks for a download URL", () => {
    const rejections = [rejected('plan.pdf', 3 * 1024 * 1024, ErrorCode.FileTooLarge)];
    expect(dropProblemOf(rejections)).toEqual({
      kind: 'tooLarge',
      fileName: 'plan.pdf',
      size: 3 * 1024 * 1024,
    });
    const es = shown(rejections, 'es');
    expect(es).toContain('«plan.pdf» pesa 3 MB y supera el límite de 1 MB');
    expect(es).toContain('URL de descarga');
    expect(es).toContain('Google Drive');
    expect(shown(rejections, 'en')).toContain('over the 1 MB limit. Share it with a download URL');
  });

  it('does not call a file just over the limit "1 MB, over the 1 MB limit"', () => {
    const rejections = [rejected('justo.pdf', ATTACHMENT_MAX_BYTES + 1, ErrorCode.FileTooLarge)];
    expect(shown(rejections, 'es')).toBe(
      '«justo.pdf» supera el límite de 1 MB. Compártelo con una URL de descarga, por ejemplo un enlace de Google Drive o Dropbox.',
    );
    expect(shown(rejections, 'en')).toContain('“justo.pdf” is over the 1 MB limit.');
  });

  it("'File is smaller than …' says the file is empty", () => {
    const rejections = [rejected('vacio.pdf', 0, ErrorCode.FileTooSmall)];
    expect(shown(rejections, 'es')).toBe('«vacio.pdf» es menor de 1 B: el archivo está vacío. Elige otro.');
    expect(shown(rejections, 'en')).toContain('is smaller than 1 B');
  });

  it("'Too many files' asks for a single one", () => {
    const rejections = [
      rejected('a.pdf', 10, ErrorCode.TooManyFiles),
      rejected('b.pdf', 10, ErrorCode.TooManyFiles),
    ];
    expect(dropProblemOf(rejections)).toEqual({ kind: 'tooMany' });
    expect(shown(rejections, 'es')).toBe('Demasiados archivos: adjunta uno solo.');
    expect(shown(rejections, 'en')).toBe('Too many files: attach just one.');
  });

  it('put the wrong kind before the size: a big .exe is refused, not turned into a URL request', () => {
    const rejections = [
      rejected('big.exe', 5 * 1024 * 1024, ErrorCode.FileTooLarge, ErrorCode.FileInvalidType),
    ];
    expect(dropProblemOf(rejections)?.kind).toBe('invalidType');
    expect(
      dropProblemOf([rejected('x.exe', 5, ErrorCode.FileInvalidType, ErrorCode.TooManyFiles)])?.kind,
    ).toBe('tooMany');
  });

  it('say when the server found the content is not what the name claims', () => {
    const text = dropProblemText({ kind: 'contentRefused', fileName: 'boceto.docx' }, 'es', formatFileSize);
    expect(i18n.getFixedT('es')(text.key, text.values)).toBe(
      'El contenido de «boceto.docx» no es un PDF, DOC o DOCX válido, aunque su nombre lo parezca. Elige otro archivo.',
    );
  });

  it("pass a validator's own message on", () => {
    const rejections = [{ file: { name: 'x.pdf', size: 5 }, errors: [{ code: 'custom', message: 'Nope' }] }];
    expect(dropProblemOf(rejections)).toEqual({ kind: 'other', message: 'Nope' });
    expect(shown(rejections, 'en')).toBe('Nope');
  });
});
