import type { TNoticeCode, TNoticeParams } from '@vitrina/shared/notices/notice-codes';
import type { TDb } from '../../db/client';
import { createNoticeRepository } from '../../db/repositories/notice.repository';
import { createUserRepository } from '../../db/repositories/user.repository';

/** A notice to write: whom it is for, what it tells (a code and its facts), and where it leads. */
export type TNoticeDraft = {
  userId: string;
  code: TNoticeCode;
  params?: TNoticeParams;
  /** A few lines of someone's own text it tells of, as written (release notes, a comment). */
  quote?: string | null;
  /** A path of the product ('/app/mi-app'). */
  link: string;
  projectId?: string | null;
  dedupeKey?: string | null;
};

const rowOf = (draft: TNoticeDraft, at: Date) => ({
  userId: draft.userId,
  code: draft.code,
  params: draft.params ?? {},
  quote: draft.quote ?? null,
  link: draft.link,
  projectId: draft.projectId ?? null,
  dedupeKey: draft.dedupeKey ?? null,
  createdAt: at,
});

/**
 * Writes in-app notices in the transaction of the change they tell of. They always happen: the
 * e-mail settings mute mails only, so the bell is where nothing is missed. Answers the readers
 * whose notice was written (one already written under the same `dedupeKey` is skipped).
 */
export async function addNotices(tx: TDb, drafts: TNoticeDraft[], at: Date): Promise<string[]> {
  return createNoticeRepository(tx).insertMany(drafts.map((draft) => rowOf(draft, at)));
}

/** The same notice to every admin: work waiting for them (a build, a revision, a refund). */
export async function noticeAdmins(tx: TDb, draft: Omit<TNoticeDraft, 'userId'>, at: Date) {
  const admins = await createUserRepository(tx).listAdmins();
  await addNotices(
    tx,
    admins.map((admin) => ({ ...draft, userId: admin.id })),
    at,
  );
}
