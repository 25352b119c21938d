import { sql } from 'drizzle-orm';
import type { TTestApp } from './app-builder';

/** A mail as the outbox queued it. */
export type TQueuedMail = {
  id: string;
  kind: string;
  to_email: string;
  to_name: string | null;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  /** Headers the mail carries (List-Unsubscribe on the mails a person may turn off). */
  headers: Record<string, string>;
  created_at: Date | string;
};

/**
 * What the outbox queued while an action ran, oldest first: every row that was not there before.
 * For apps with a database of their own (`ownDatabase`), where nothing else queues meanwhile, so
 * a test can say who was told and that nobody else was.
 */
export function outboxWatch(t: TTestApp) {
  const all = async () =>
    (
      (await t.deps.db.execute(
        sql`select id, kind, to_email, to_name, reply_to, subject, html, text, attachment_key,
                   attachment_name, attachment_type, headers, created_at
            from mail_outbox order by created_at, id`,
      )) as unknown as { rows: TQueuedMail[] }
    ).rows;

  return {
    all,
    /** The mails queued while `action` ran, and what it answered. */
    async queuedBy<T>(action: () => Promise<T>): Promise<{ mails: TQueuedMail[]; result: T }> {
      const before = new Set((await all()).map((mail) => mail.id));
      const result = await action();
      return { mails: (await all()).filter((mail) => !before.has(mail.id)), result };
    },
  };
}

/** Who got which kind of mail, as `[kind, address]` pairs, sorted (mails of one change share their time). */
export const recipientsOf = (mails: TQueuedMail[]) =>
  mails.map((mail) => [mail.kind, mail.to_email]).sort((a, b) => a.join(' ').localeCompare(b.join(' ')));

/** The one mail of `kind` to `email` (a test fails when there is not exactly one). */
export function mailOf(mails: TQueuedMail[], kind: string, email: string): TQueuedMail {
  const found = mails.filter((mail) => mail.kind === kind && mail.to_email === email);
  if (found.length !== 1) throw new Error(`${found.length} mails of kind ${kind} to ${email}`);
  return found[0] as TQueuedMail;
}

/**
 * Signs the person in with a browser that asks for `language`: mails to them are written in it
 * from now on (the server remembers the language of a person's last sign-in).
 */
export async function signInSpeaking(
  t: TTestApp,
  person: { email: string; password?: string },
  type: 'user' | 'developer',
  language: 'es' | 'en',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': language },
    payload: { email: person.email, password: person.password ?? 'secreto123', type },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}
