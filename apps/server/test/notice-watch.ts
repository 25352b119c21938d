import { sql } from 'drizzle-orm';
import type { TTestApp } from './app-builder';

/** An in-app notice as it is stored. */
export type TStoredNotice = {
  id: string;
  user_id: string;
  code: string;
  params: Record<string, string | number>;
  quote: string | null;
  link: string;
  project_id: string | null;
  read_at: Date | string | null;
};

/**
 * The notices written while an action ran, oldest first: every row that was not there before. For
 * apps with a database of their own (`ownDatabase`), so a test can say who was told and that
 * nobody else was.
 */
export function noticeWatch(t: TTestApp) {
  const all = async () =>
    (
      (await t.deps.db.execute(
        sql`select id, user_id, code, params, quote, link, project_id, read_at
            from notices order by created_at, id`,
      )) as unknown as { rows: TStoredNotice[] }
    ).rows;

  return {
    all,
    /** The notices written while `action` ran, and what it answered. */
    async writtenBy<T>(action: () => Promise<T>): Promise<{ notices: TStoredNotice[]; result: T }> {
      const before = new Set((await all()).map((notice) => notice.id));
      const result = await action();
      return { notices: (await all()).filter((notice) => !before.has(notice.id)), result };
    },
  };
}

/** Who got which notice, as `[code, user id]` pairs, sorted. */
export const readersOf = (notices: TStoredNotice[]) =>
  notices
    .map((notice) => [notice.code, notice.user_id])
    .sort((a, b) => a.join(' ').localeCompare(b.join(' ')));

/** The admins' ids: work waiting for review is told to each of them. */
export async function adminIds(t: TTestApp): Promise<string[]> {
  const { rows } = (await t.deps.db.execute(sql`select id from users where role = 'admin'`)) as unknown as {
    rows: { id: string }[];
  };
  return rows.map((row) => row.id);
}
