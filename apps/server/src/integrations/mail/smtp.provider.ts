import nodemailer from 'nodemailer';
import { MailProviderError, type TMailProvider } from './mail-provider';

/** Any SMTP server (`smtp://user:pass@host:587`, `smtps://...`) through nodemailer. */
export function createSmtpProvider(options: { url: string; timeoutMs: number }): TMailProvider {
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  } as never);
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: { address: message.from.email, name: message.from.name },
          to: message.to.name ? { address: message.to.email, name: message.to.name } : message.to.email,
          ...(message.replyTo ? { replyTo: message.replyTo.email } : {}),
          subject: message.subject,
          ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
          html: message.html,
          text: message.text,
          ...(message.attachment
            ? {
                attachments: [
                  {
                    filename: message.attachment.name,
                    content: message.attachment.content,
                    contentType: message.attachment.type,
                  },
                ],
              }
            : {}),
        });
        return { messageId: info.messageId };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        throw new MailProviderError(
          `SMTP refused the message: ${(error as Error).message}`,
          code !== undefined && code >= 500,
        );
      }
    },
  };
}
