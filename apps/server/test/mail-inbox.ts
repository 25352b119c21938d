import { createMailOutbox } from '../src/modules/mail/mail-outbox';
import type { TTestApp } from './app-builder';
import type { TBrevoMail, TFakeBrevo } from './fake-brevo';

/**
 * What a person finds in their mailbox: the app's outbox is sent through the fake Brevo, and the
 * mails it received are read by recipient. For apps built with MAIL_PROVIDER=brevo on the fake.
 */
export function createMailInbox(t: TTestApp, brevo: TFakeBrevo) {
  const outbox = createMailOutbox(t.deps, {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  });
  let read = 0;
  return {
    /** Sends what the outbox holds and answers the mails that arrived since the last call. */
    async deliver(): Promise<TBrevoMail[]> {
      await outbox.drain();
      const arrived = brevo.received.slice(read).map((mail) => mail.body);
      read = brevo.received.length;
      return arrived;
    },
    /** The mails that arrived since the last call for this address. */
    async deliverTo(email: string): Promise<TBrevoMail[]> {
      return (await this.deliver()).filter((mail) => mail.to.some((to) => to.email === email));
    },
  };
}

/** The reset link of a mail (its plain-text part), and the token it carries after `#token=`. */
export function resetLinkOf(mail: TBrevoMail | undefined): { url: string; token: string } {
  const url = /https?:\/\/\S+\/reset-password#token=\S+/.exec(mail?.textContent ?? '')?.[0];
  if (!url) throw new Error(`no reset link in the mail: ${mail?.textContent ?? '(no mail)'}`);
  return { url, token: decodeURIComponent(url.split('#token=')[1] ?? '') };
}
