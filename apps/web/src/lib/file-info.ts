import { ATTACHMENT_TYPES } from '@vitrina/shared/custom-requests/custom-request.schemas';
import { formatAmount } from './number-format';

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size in the reader's language, in the binary units the 1 MB limit is counted in
 * ('512 B', '300 KB', '1,5 MB' in Spanish, '1.5 MB' in English).
 */
export function formatFileSize(bytes: number, language: string): string {
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const format = (amount: number, digits: number) => formatAmount(amount, digits, language);
  if (value < KB) return `${format(value, 0)} B`;
  if (value < MB) return `${format(value / KB, value < 10 * KB ? 1 : 0)} KB`;
  return `${format(value / MB, 1)} MB`;
}

/**
 * The kind of a file as people name it ('PDF', 'DOCX'): from its MIME type when it is one of the
 * attachment types, else from the extension of its name; '' when neither says.
 */
export function fileKindOf(file: { name: string; type: string }): string {
  const byType = ATTACHMENT_TYPES[file.type as keyof typeof ATTACHMENT_TYPES]?.[0];
  if (byType) return byType.slice(1).toUpperCase();
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  return extension ? extension.toUpperCase() : '';
}
