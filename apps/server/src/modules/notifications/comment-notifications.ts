import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { enqueueMail } from '../mail';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { commentRepliedMail } from './templates/comment-mail-templates';

/** A comment and the reply it got, as the reply's transaction wrote them. */
type TReplyFacts = {
  comment: { id: string; projectId: string; userId: string | null; text: string };
  reply: { userId: string; text: string };
};

/** What people hear of the conversation on an app's page. */
export function commentNotifications({ config, clock, baseUrl }: TNotifyContext) {
  return {
    /**
     * The app's developer replied to a comment: its author hears who replied on which app, in
     * their language, with a link to the comment. A reply to one's own comment (a developer who
     * commented on their own app) tells nobody, nor does one to an account that is gone.
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
      await enqueueMail(
        tx,
        commentRepliedMail({
          language: commenter.language,
          productName: config.PRODUCT_NAME,
          to: recipient(commenter),
          developerName: developer.name,
          appName: app.name,
          comment: comment.text,
          reply: reply.text,
          commentUrl: `${baseUrl}/app/${app.slug}#comment-${comment.id}`,
        }),
        clock.now(),
      );
    },
  };
}
