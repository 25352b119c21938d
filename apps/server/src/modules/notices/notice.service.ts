import { formatUsdIn } from '@vitrina/shared/i18n/figures';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { TNotice, TNoticeList, TNoticeListQuery } from '@vitrina/shared/notices/notice.schemas';
import type { TAppDeps } from '../../app-deps';
import { createNoticeRepository } from '../../db/repositories/notice.repository';
import type { TNoticeRow } from '../../db/tables/notices';
import { pageOf } from '../../lib/paging';
import { createNoticeAccess, type TActor } from '../access';

/**
 * A notice's facts as its words take them: a sum is stored in cents (`amountCents`) and written as
 * the reader's language writes money (`amount`: '$2,50' or '$2.50'), at read time like the words.
 */
function wordsOf(params: TNoticeRow['params'], language: string | undefined) {
  const words: Record<string, string | number> = { ...params };
  for (const [key, value] of Object.entries(params))
    if (key.endsWith('Cents') && typeof value === 'number')
      words[key.slice(0, -'Cents'.length)] = formatUsdIn(value / 100, language);
  return words;
}

/** A notice put into words in the reader's language of this moment (a notice stores none). */
export function renderNotice(row: TNoticeRow, language: string | undefined): TNotice {
  const params = wordsOf(row.params, language);
  return {
    id: row.id,
    code: row.code,
    title: translateMessage(`notice.${row.code}.title`, language, params),
    body: translateMessage(`notice.${row.code}.body`, language, params),
    quote: row.quote,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The reader's in-app notices: their list, the bell's count, and marking them read. */
export function createNoticeService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createNoticeRepository(db);
  const access = createNoticeAccess(db);

  return {
    /** The reader's notices, newest first, one page, in `language`. */
    async list(
      reader: NonNullable<TActor>,
      query: TNoticeListQuery,
      language?: string,
    ): Promise<TNoticeList> {
      const [rows, counts] = await Promise.all([
        repo.listFor(reader.id, query.page, query.size),
        repo.countsFor(reader.id),
      ]);
      return {
        notices: rows.map((row) => renderNotice(row, language)),
        unread: counts.unread,
        ...pageOf(counts.total, query.page, query.size),
      };
    },

    async unreadCount(reader: NonNullable<TActor>) {
      return { unread: await repo.countUnread(reader.id) };
    },

    /** Marks one of the reader's notices read (again is fine); anyone else's is not found. */
    async markRead(id: string, reader: NonNullable<TActor>, language?: string): Promise<TNotice> {
      const notice = await access.loadFor(id, reader, 'read');
      if (!notice.readAt) await repo.markRead(notice.id, clock.now());
      const updated = await repo.find(notice.id);
      return renderNotice(updated ?? notice, language);
    },

    /** Marks every notice of the reader read, and only theirs. */
    async markAllRead(reader: NonNullable<TActor>) {
      const marked = await repo.markAllRead(reader.id, clock.now());
      return { marked, unread: await repo.countUnread(reader.id) };
    },
  };
}

export type TNoticeService = ReturnType<typeof createNoticeService>;
