import type { TOutboxMessage } from '../../mail';
import { composeMail, wordsIn } from './catalogue-mail';

type TFeedbackMail = {
  language: string;
  productName: string;
  /** The app's developer. */
  to: { email: string; name: string };
  appName: string;
  /** The app's page, where its ratings and comments are. */
  appUrl: string;
};

/** Someone rated the developer's app for the first time (the stars they gave). */
export function ratingNoticeMail(input: TFeedbackMail & { stars: number }): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  return {
    kind: 'rating_notice',
    to: input.to,
    subject: t('mail.rating.subject', { app: input.appName }),
    ...composeMail({
      title: t('mail.rating.title'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.rating.body', { app: input.appName, stars: input.stars })],
      facts: [],
      action: { href: input.appUrl, text: t('mail.app.open') },
    }),
  };
}

/** Someone commented on the developer's app: who, and what they wrote. */
export function commentNoticeMail(input: TFeedbackMail & { author: string; text: string }): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  return {
    kind: 'comment_notice',
    to: input.to,
    subject: t('mail.comment.subject', { app: input.appName }),
    ...composeMail({
      title: t('mail.comment.title'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.comment.body', { app: input.appName, author: input.author })],
      facts: [],
      notes: [{ heading: t('mail.comment.text'), text: input.text }],
      action: { href: input.appUrl, text: t('mail.app.open') },
    }),
  };
}
