import { ATTACHMENT_TYPES } from '@vitrina/shared/custom-requests/custom-request.schemas';

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
