import type { TOutboxMessage } from '../../mail';
import { composeMail, wordsIn } from './catalogue-mail';

/** Tells a developer, in their language, that an endpoint failing for 3 days was paused, and what to do. */
export function webhookPausedMail(input: {
  language: string;
  productName: string;
  to: { email: string; name: string };
  url: string;
  lastResult: string;
  dashboardUrl: string;
}): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  const subject = t('webhook.mail.pausedSubject');
  const { html, text } = composeMail({
    title: t('webhook.mail.pausedTitle'),
    greeting: t('webhook.mail.greeting', { name: input.to.name }),
    paragraphs: [t('webhook.mail.pausedBody')],
    facts: [
      [t('webhook.mail.endpoint'), input.url],
      [t('webhook.mail.lastError'), input.lastResult],
    ],
    after: [t('webhook.mail.pausedFix')],
    action: { href: input.dashboardUrl, text: t('webhook.mail.cta') },
  });
  return { kind: 'webhook_paused', to: input.to, subject, html, text };
}
