import {
  ATTACHMENT_TYPES,
  type TAttachmentType,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The attachment's real type, read from its bytes (a renamed .exe is not a PDF): PDF, DOCX (a zip
 * holding word/), or DOC (an OLE compound file, which file-type names "cfb"). Null for anything else.
 */
export async function detectAttachmentType(
  content: Buffer,
  fileName: string,
): Promise<TAttachmentType | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  if (detected.mime === 'application/pdf') return 'application/pdf';
  if (detected.mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  // Word 97-2003 documents are OLE compound files; so are .xls and .msi, hence the name check too.
  if (detected.ext === 'cfb' && fileName.toLowerCase().endsWith('.doc')) return 'application/msword';
  return null;
}

/** A file name safe to store and send: no path, no control characters, the right extension. */
export function safeFileName(fileName: string, type: TAttachmentType): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{C}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 120);
  const extension = ATTACHMENT_TYPES[type][0];
  const stem = base.toLowerCase().endsWith(extension) ? base.slice(0, -extension.length) : base;
  return `${stem || 'adjunto'}${extension}`;
}
