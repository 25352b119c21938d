import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TMailProvider } from './mail-provider';

/** The embedded default: the message is written to the log (and stays in the outbox, marked sent). */
export function createLogProvider(log: Pick<FastifyBaseLogger, 'info'>): TMailProvider {
  return {
    name: 'log',
    async send(message) {
      const messageId = `log-${randomUUID()}`;
      log.info(
        {
          mail: {
            messageId,
            to: message.to.email,
            replyTo: message.replyTo?.email ?? null,
            // Which extra headers went with it; not their values (an unsubscribe link's token).
            headers: Object.keys(message.headers ?? {}),
            subject: message.subject,
            attachment: message.attachment
              ? { name: message.attachment.name, bytes: message.attachment.content.length }
              : null,
          },
        },
        'mail delivered to the log (MAIL_PROVIDER=log)',
      );
      return { messageId };
    },
  };
}
