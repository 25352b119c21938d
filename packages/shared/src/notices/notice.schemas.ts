import { z } from 'zod';
import { EMAIL_KINDS } from './email-kinds';
import { NOTICE_CODES } from './notice-codes';

export { EMAIL_KINDS, NOTICE_CODES };

/** Notices per page at most. */
export const NOTICE_PAGE_MAX = 50;

/** `GET /api/notices?page=&size=`: 0-based pages, newest first. */
export const ZNoticeListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(NOTICE_PAGE_MAX).default(20),
});
export type TNoticeListQuery = z.infer<typeof ZNoticeListQuery>;

/** One notice, put into words in the reader's language when it is read. */
export const ZNotice = z.object({
  id: z.string(),
  code: z.enum(NOTICE_CODES),
  title: z.string(),
  body: z.string(),
  /** A few lines of people's own text it tells of (release notes, a comment, a reason), as written. */
  quote: z.string().nullable(),
  /** Where it matters, as a path of the product ('/app/mi-app'). */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZNoticeList = z.object({
  notices: z.array(ZNotice),
  /** The reader's unread notices in all (not only on this page). */
  unread: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  hasNext: z.boolean(),
});
export type TNoticeList = z.infer<typeof ZNoticeList>;

export const ZUnreadCount = z.object({ unread: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** `POST /api/notices/read-all`: how many were marked read, and what is left unread (0). */
export const ZMarkAllReadResult = z.object({ marked: z.number().int(), unread: z.number().int() });
export type TMarkAllReadResult = z.infer<typeof ZMarkAllReadResult>;

// ---- E-mail settings ----

export const ZEmailKind = z.enum(EMAIL_KINDS, { error: 'notice.settings.unknownKind' });

/** One app the person owns, and whether its update mails come (the in-app notice always does). */
export const ZAppEmailSettingItem = z.object({
  projectId: z.string(),
  name: z.string(),
  slug: z.string(),
  enabled: z.boolean(),
});
export type TAppEmailSettingItem = z.infer<typeof ZAppEmailSettingItem>;

/**
 * `GET /api/user/email-settings`: each kind of mail this account may get, and each app it owns
 * (bought or claimed) with its own switch for update mails, by name.
 */
export const ZEmailSettings = z.object({
  kinds: z.array(z.object({ kind: ZEmailKind, enabled: z.boolean() })),
  apps: z.array(ZAppEmailSettingItem),
});
export type TEmailSettings = z.infer<typeof ZEmailSettings>;

export const ZUpdateEmailSetting = z.strictObject({
  kind: ZEmailKind,
  enabled: z.boolean({ error: 'notice.settings.enabledRequired' }),
});
export type TUpdateEmailSetting = z.infer<typeof ZUpdateEmailSetting>;

export const ZUpdateAppEmailSetting = z.strictObject({
  enabled: z.boolean({ error: 'notice.settings.enabledRequired' }),
});
export type TUpdateAppEmailSetting = z.infer<typeof ZUpdateAppEmailSetting>;

export const ZAppEmailSetting = z.object({ projectId: z.string(), enabled: z.boolean() });
export type TAppEmailSetting = z.infer<typeof ZAppEmailSetting>;

// ---- One-click unsubscribe (RFC 8058) ----

/** The signed token of an unsubscribe link. */
export const ZUnsubscribeQuery = z.object({
  token: z.string({ error: 'notice.unsubscribe.invalid' }).min(1, 'notice.unsubscribe.invalid').max(1000),
});
export type TUnsubscribeQuery = z.infer<typeof ZUnsubscribeQuery>;

/**
 * The one-click POST's body, as mail programs send it (`List-Unsubscribe=One-Click`, form-encoded);
 * nothing in it is needed: the token says everything.
 */
export const ZUnsubscribeBody = z.record(z.string(), z.unknown()).nullish();

/** What an unsubscribe link stops: the kind, the app (update mails), whose address (partly hidden). */
export const ZUnsubscribeDetails = z.object({
  kind: ZEmailKind,
  appName: z.string().nullable(),
  /** The address, partly hidden ('l•••@vitrina.app'): the link may have been forwarded. */
  email: z.string(),
  /** Whether those mails are still sent. */
  subscribed: z.boolean(),
});
export type TUnsubscribeDetails = z.infer<typeof ZUnsubscribeDetails>;

export const ZUnsubscribeResult = ZUnsubscribeDetails.extend({ message: z.string() });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
