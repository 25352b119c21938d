import { quoteOf } from '@vitrina/shared/notices/notice-codes';
import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { addNotices } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { commentRepliedMail } from './templates/comment-mail-templates';

/** A comment and the reply it got, as the reply's transaction wrote them. */
type TReplyFacts = {
  comment: { id: string; projectId: string; userId: string | null; text: string };
  reply: { userId: string; text: string };
};

/** What people hear of the conversation on an app's page. */
export function commentNotifications(context: TNotifyContext) {
  const { config, clock, baseUrl } = context;
  const mails = optionalMails(context);
  return {
    /**
     * The app's developer replied to a comment: its author hears who replied on which app (a
     * notice quoting the reply, and a mail in their language unless they turned replies off),
     * with a link to the comment. A reply to one's own comment (a developer who commented on their
     * own app) tells nobody, nor does one to an account that is gone.
     */
    async commentReplied(tx: TDb, facts: TReplyFacts) {
      const { comment, reply } = facts;
      const commenterId = comment.userId;
      if (commenterId === null || commenterId === reply.userId) return;
      const app = await createProjectRepository(tx).findNames(comment.projectId);
      if (!app) return;
      const people = await contactsOf(tx, [commenterId, reply.userId]);
      const commenter = people.get(commenterId);
      const developer = people.get(reply.userId);
      if (!commenter || !developer) return;
      const at = clock.now();
      const commentPath = `/app/${app.slug}#comment-${comment.id}`;
      await addNotices(
        tx,
        [
          {
            userId: commenter.id,
            code: 'commenter.reply',
            params: { app: app.name, developer: developer.name },
            quote: quoteOf(reply.text),
            link: commentPath,
            projectId: comment.projectId,
          },
        ],
        at,
      );
      await mails.sendOptional(
        tx,
        commentRepliedMail({
          language: commenter.language,
          productName: config.PRODUCT_NAME,
          to: recipient(commenter),
          developerName: developer.name,
          appName: app.name,
          comment: comment.text,
          reply: reply.text,
          commentUrl: `${baseUrl}${commentPath}`,
        }),
        { userId: commenter.id, language: commenter.language, kind: 'replies' },
        at,
      );
    },
  };
}
