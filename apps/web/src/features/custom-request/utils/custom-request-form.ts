import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TCustomRequestForm,
  ZCustomRequestForm,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import type { z } from 'zod';

/** What the form holds while it is filled in (the shared schema's input). */
export type TCustomRequestFormValues = TCustomRequestForm;
/** What a valid form gives: the fields trimmed, the optional ones filled with ''. */
export type TCustomRequestSubmission = z.output<typeof ZCustomRequestForm>;

/** The same schema the server checks the request with (its messages are shared keys). */
export const customRequestResolver = zodResolver(ZCustomRequestForm);

/** The text fields the server may name in a 400's details, in the order they appear on screen. */
export const CUSTOM_REQUEST_TEXT_FIELDS = ['name', 'email', 'description', 'sharedUrl'] as const;

/** Which of name and email come from the signed-in account, and are therefore locked. */
export function lockedIdentity(user: { name?: string | null; email?: string | null } | null) {
  return { name: !!user?.name?.trim(), email: !!user?.email?.trim() };
}

/**
 * The form as it opens, and as it is left after a request is sent: empty, except the signed-in
 * person's name and email, which are theirs and stay.
 */
export function customRequestDefaults(
  user: { name?: string | null; email?: string | null } | null,
): TCustomRequestFormValues {
  return {
    name: user?.name?.trim() ?? '',
    email: user?.email?.trim() ?? '',
    description: '',
    sharedUrl: '',
    website: '',
    withAttachment: false,
    fileTooLarge: false,
  };
}

/**
 * The body of POST /api/custom-requests (multipart/form-data). The text parts come first and the
 * file last, as the part `attachment`, so the server has every field before it streams the file.
 * A file is sent only while the attachment is wanted and not replaced by a URL; the URL only in
 * URL mode; the honeypot as it is (empty, unless a bot filled it).
 */
export function buildCustomRequestFormData(values: TCustomRequestSubmission, file: File | null): FormData {
  const form = new FormData();
  const urlMode = values.withAttachment && values.fileTooLarge;
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('description', values.description);
  form.append('sharedUrl', urlMode ? values.sharedUrl : '');
  form.append('website', values.website);
  if (values.withAttachment && !values.fileTooLarge && file) form.append('attachment', file, file.name);
  return form;
}
