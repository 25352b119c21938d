import type { TDb } from '../../db/client';
import { createNoticeRepository } from '../../db/repositories/notice.repository';
import type { TNoticeRow } from '../../db/tables/notices';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isSelf, type TActor } from './actor';
import { policyOf } from './policy';

/**
 * What an actor may do with an in-app notice.
 * - `read`: read it and mark it read: its reader alone. Anyone else's notice does not exist for
 *   them (404), admins included: a notice may tell of someone's sales or refunds.
 */
export type TNoticeAction = 'read';

const noticeNotFound = () => new AppError('NOT_FOUND', 'notice.notFound');

/** The notice access policy: `authorize(actor, action, notice)` and its loader. */
export function createNoticeAccess(db: TDb) {
  const notices = createNoticeRepository(db);

  function refusal(actor: TActor, _action: TNoticeAction, notice: TNoticeRow): AppError | null {
    return isSelf(actor, notice.userId) ? null : noticeNotFound();
  }

  async function load(id: string): Promise<TNoticeRow> {
    const notice = isUuid(id) ? await notices.find(id) : null;
    if (!notice) throw noticeNotFound();
    return notice;
  }

  return policyOf(refusal, load);
}

export type TNoticeAccess = ReturnType<typeof createNoticeAccess>;
