import { z } from 'zod';

/** Spec sections 5 and 9: one optional attachment, PDF, DOC or DOCX, at most 1 MB (1024 × 1024 bytes). */
export const CUSTOM_REQUEST_LIMITS = {
  attachmentMaxBytes: 1024 * 1024,
  nameMax: 100,
  emailMax: 254,
  descriptionMax: 5000,
  urlMax: 2000,
} as const;

/** The accepted attachment types: MIME type → extensions (for the drop zone and the server). */
export const ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;
export type TAttachmentType = keyof typeof ATTACHMENT_TYPES;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The text fields of `POST /api/custom-requests` (multipart/form-data; the file is the part named
 * `attachment`). `website` is a honeypot: people never see it, so it must stay empty.
 */
export const ZCustomRequestFields = z.object({
  name: z
    .string({ error: 'customRequest.nameRequired' })
    .trim()
    .min(1, 'customRequest.nameRequired')
    .max(CUSTOM_REQUEST_LIMITS.nameMax, 'customRequest.nameTooLong'),
  email: z
    .string({ error: 'customRequest.emailRequired' })
    .trim()
    .min(1, 'customRequest.emailRequired')
    .max(CUSTOM_REQUEST_LIMITS.emailMax, 'validation.emailInvalid')
    .pipe(z.email('validation.emailInvalid')),
  description: z
    .string({ error: 'customRequest.descriptionRequired' })
    .trim()
    .min(1, 'customRequest.descriptionRequired')
    .max(CUSTOM_REQUEST_LIMITS.descriptionMax, 'customRequest.descriptionTooLong'),
  /** A download link (cloud drive...) for a file over the limit; required by the form in that case. */
  sharedUrl: z
    .string()
    .trim()
    .max(CUSTOM_REQUEST_LIMITS.urlMax, 'customRequest.urlInvalid')
    .refine((value) => value === '' || isHttpUrl(value), 'customRequest.urlInvalid')
    .optional()
    .default(''),
  website: z.string().max(200).optional().default(''),
});
export type TCustomRequestFields = z.input<typeof ZCustomRequestFields>;

/** The form in the browser: the fields plus the attachment toggle and the oversize flag. */
export const ZCustomRequestForm = ZCustomRequestFields.extend({
  withAttachment: z.boolean(),
  fileTooLarge: z.boolean(),
}).superRefine((form, ctx) => {
  if (form.withAttachment && form.fileTooLarge && !form.sharedUrl)
    ctx.addIssue({ code: 'custom', path: ['sharedUrl'], message: 'customRequest.urlRequired' });
});
export type TCustomRequestForm = z.input<typeof ZCustomRequestForm>;

export const ZCustomRequestCreated = z.object({
  id: z.string(),
  message: z.string(),
});
export type TCustomRequestCreated = z.infer<typeof ZCustomRequestCreated>;

// ---- Admin: GET /api/admin/custom-requests?page&size, GET /api/admin/custom-requests/{id}/attachment ----

export const MAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

export const ZAdminCustomRequest = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  description: z.string(),
  sharedUrl: z.string().nullable(),
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
  /** The account that sent it, when signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  delivery: z.object({
    status: z.enum(MAIL_STATUSES),
    attempts: z.number(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
  }),
});
export type TAdminCustomRequest = z.infer<typeof ZAdminCustomRequest>;
export const ZAdminCustomRequestPage = z.object({
  requests: z.array(ZAdminCustomRequest),
  currentPage: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
  hasNext: z.boolean(),
});
export type TAdminCustomRequestPage = z.infer<typeof ZAdminCustomRequestPage>;
