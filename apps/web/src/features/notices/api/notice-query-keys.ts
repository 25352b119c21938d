/**
 * Query keys of the notices feature. Everything here is personal, so every key carries the
 * signed-in person's id, and nothing is persisted. Notices are put into words by the server in the
 * language asked in, so the list's key carries the language too.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: (userId: string) => [...noticeKeys.all, 'list', userId] as const,
  list: (userId: string, language: string, page: number) =>
    [...noticeKeys.lists(userId), language, page] as const,
  unread: (userId: string) => [...noticeKeys.all, 'unread', userId] as const,
  emailSettings: (userId: string) => [...noticeKeys.all, 'email-settings', userId] as const,
  /** What an unsubscribe link stops (no session: keyed by the link's token). */
  unsubscribe: (token: string) => [...noticeKeys.all, 'unsubscribe', token] as const,
};
