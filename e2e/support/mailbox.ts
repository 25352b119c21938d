import { inject } from 'vitest';
import type { TBrevoMail } from '../../apps/server/test/fake-brevo';

/**
 * The journeys' mailbox: the server sends its mail through the fake Brevo of the global setup
 * (its outbox worker looks every 250 ms), which lists what it accepted.
 */
export async function waitForMail(
  to: string,
  matches: (mail: TBrevoMail) => boolean = () => true,
  // An upper bound, never a wait: on a busy machine a mail that follows a background job (a refund
  // completed by its worker, then the outbox) can take more than ten seconds.
  timeoutMs = 30_000,
): Promise<TBrevoMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(inject('mailboxUrl'))).json()) as TBrevoMail[];
    const found = mails.findLast((mail) => mail.to.some((r) => r.email === to) && matches(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The mails sent so far to the address. */
export async function mailsTo(to: string): Promise<TBrevoMail[]> {
  const mails = (await (await fetch(inject('mailboxUrl'))).json()) as TBrevoMail[];
  return mails.filter((mail) => mail.to.some((r) => r.email === to));
}
