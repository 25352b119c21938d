import type { TEmailKind } from '@vitrina/shared/notices/email-kinds';
import type { TDb } from '../../db/client';
import { createEmailSettingsRepository } from '../../db/repositories/email-settings.repository';
import { enqueueMail, type TOutboxMessage } from '../mail';
import type { TNotifyContext } from './notify-context';
import { wordsIn } from './templates/catalogue-mail';
import { escapeHtml, link } from './templates/mail-templates';

/** Whose mail it is and what it is, for its settings and its unsubscribe link. */
export type TMailReader = {
  userId: string;
  language: string;
  kind: TEmailKind;
  /** The app of an update mail: its link turns off that app's update mails only. */
  projectId?: string | null;
};

/** The addresses an unsubscribe token opens: the one-click API (headers) and the page (the mail's link). */
export function unsubscribeUrls(baseUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return { oneClick: `${baseUrl}/api/email/unsubscribe?${query}`, page: `${baseUrl}/unsubscribe?${query}` };
}

/**
 * The mails a person may turn off (everything but security): each carries `List-Unsubscribe`
 * (the one-click address, with a token naming the person, the kind and the app) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), and ends with the same link and
 * one to the settings, in the reader's language. A mail whose kind the reader turned off is not
 * queued at all.
 */
export function optionalMails({ config, baseUrl, tokens }: TNotifyContext) {
  /** The message with its unsubscribe headers and footer. */
  function withUnsubscribe(message: TOutboxMessage, reader: TMailReader): TOutboxMessage {
    const token = tokens.sign({
      userId: reader.userId,
      kind: reader.kind,
      projectId: reader.projectId ?? null,
    });
    const urls = unsubscribeUrls(baseUrl, token);
    const t = wordsIn(reader.language, config.PRODUCT_NAME);
    const settingsUrl = `${baseUrl}/user-profile#email-settings`;
    const footer =
      `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">` +
      `<p style="font-size:12px;color:#64748b">${escapeHtml(t('mail.footer.question'))} ` +
      `${link(urls.page, t('mail.footer.unsubscribe'))} · ${link(settingsUrl, t('mail.footer.settings'))}</p>`;
    const html = message.html.includes('</body>')
      ? message.html.replace('</body>', `${footer}</body>`)
      : message.html + footer;
    const text = [
      message.text,
      '',
      '--',
      t('mail.footer.question'),
      `${t('mail.footer.unsubscribe')}: ${urls.page}`,
      `${t('mail.footer.settings')}: ${settingsUrl}`,
    ].join('\n');
    return {
      ...message,
      html,
      text,
      headers: {
        ...message.headers,
        'List-Unsubscribe': `<${urls.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    withUnsubscribe,

    /** Queues the mail unless its reader turned its kind (or, for updates, its app) off. */
    async sendOptional(tx: TDb, message: TOutboxMessage, reader: TMailReader, at: Date) {
      const allowed = await createEmailSettingsRepository(tx).mailAllowed(
        reader.userId,
        reader.kind,
        reader.projectId,
      );
      if (!allowed) return false;
      await enqueueMail(tx, withUnsubscribe(message, reader), at);
      return true;
    },
  };
}

export type TOptionalMails = ReturnType<typeof optionalMails>;
