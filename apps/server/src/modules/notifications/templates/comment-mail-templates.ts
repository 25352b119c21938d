import type { TOutboxMessage } from '../../mail';
import { composeMail, wordsIn } from './catalogue-mail';

/**
 * The first lines of a text people wrote, for a mail that links to the whole of it: at most
 * `lines` lines and about `chars` characters (cut at a word), with "…" when something was left out.
 */
export function firstLines(text: string, { lines = 4, chars = 300 } = {}): string {
  const kept = text.trim().split(/\r?\n/).slice(0, lines).join('\n');
  let excerpt = kept;
  if (excerpt.length > chars) {
    const cut = excerpt.slice(0, chars);
    const space = cut.search(/\s\S*$/);
    excerpt = space > chars / 2 ? cut.slice(0, space) : cut;
  }
  return excerpt.length < text.trim().length ? `${excerpt.trimEnd()}…` : excerpt;
}

/**
 * The commenter's notice that the app's developer replied to their comment: who, on which app,
 * the first lines of both, and a link to the comment on the app's page.
 */
export function commentRepliedMail(input: {
  language: string;
  productName: string;
  /** The commenter. */
  to: { email: string; name: string };
  developerName: string;
  appName: string;
  comment: string;
  reply: string;
  /** The comment on the app's page. */
  commentUrl: string;
}): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  const about = { developer: input.developerName, app: input.appName };
  return {
    kind: 'comment_replied',
    to: input.to,
    subject: t('mail.reply.subject', about),
    ...composeMail({
      title: t('mail.reply.title'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.reply.body', about)],
      facts: [[t('mail.app'), input.appName]],
      notes: [
        { heading: t('mail.reply.yourComment'), text: firstLines(input.comment, { lines: 2, chars: 160 }) },
        { heading: t('mail.reply.reply'), text: firstLines(input.reply) },
      ],
      action: { href: input.commentUrl, text: t('mail.reply.link') },
    }),
  };
}
