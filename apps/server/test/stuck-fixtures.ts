import { sql } from 'drizzle-orm';
import { enqueueMail } from '../src/modules/mail';
import type { TTestApp } from './app-builder';
import { registerUser } from './factories';

const rows = async <T>(t: TTestApp, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Stuck work made directly, for the system tab's tests and the authorization matrix. */
export function stuckFixtures(t: TTestApp) {
  /** A mail that gave up after twelve attempts (as the outbox leaves one), oldest first in the list. */
  async function gaveUpMail(subject = 'E2E receipt that never left') {
    const toEmail = `stuck-${crypto.randomUUID()}@example.com`;
    const now = t.clock.now();
    await enqueueMail(
      t.deps.db,
      { kind: 'purchase_receipt', to: { email: toEmail }, subject, html: '<p>Hi</p>', text: 'Hi' },
      now,
    );
    const [row] = await rows<{ id: string }>(
      t,
      sql`update mail_outbox set status = 'FAILED', attempts = 12, last_error = 'SMTP 451 try later'
          where to_email = ${toEmail} returning id`,
    );
    return row?.id as string;
  }

  /** A GitHub profile check GitHub never answered, set aside for a person. */
  async function setAsideCheck() {
    const user = await registerUser(t);
    const [row] = await rows<{ id: string }>(
      t,
      sql`insert into github_checks (kind, user_id, target, status, attempts, last_error, needs_attention_at)
          values ('PROFILE', ${user.user.id}, 'github.com/e2e-unanswered', 'PENDING', 40, 'timeout', ${t.clock.now().toISOString()})
          returning id`,
    );
    return row?.id as string;
  }

  /** Where a stuck item stands in the list (undefined: not in it). */
  async function listed(adminToken: string, id: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/system/stuck',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return (response.json().items as { id: string; actions: string[]; kind: string }[]).find(
      (item) => item.id === id,
    );
  }

  return { gaveUpMail, setAsideCheck, listed, rows: <T>(query: ReturnType<typeof sql>) => rows<T>(t, query) };
}
