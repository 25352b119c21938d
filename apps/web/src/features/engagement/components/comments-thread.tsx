import type { TProject } from '@vitrina/shared/projects/project.responses';
import { commentsOpen } from '@vitrina/shared/projects/statuses';
import Lock from 'lucide-react/icons/lock';
import MessageSquare from 'lucide-react/icons/message-square';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/domain/login-prompt';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useCommentSubmission } from '../hooks/use-comment-submission';
import { isLegacyComment, readProjectComments } from '../utils/project-comments';
import { CommentItem } from './comment-item';
import { CommentReplySection } from './comment-reply-section';
import { DeleteCommentButton } from './delete-comment-button';
import { PendingCommentItem } from './pending-comment-item';
import { RefusedCommentItem } from './refused-comment-item';

// The form (react-hook-form and its schema) is for signed-in people only: visitors never load it.
const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })));

/**
 * The comments of an app, oldest first, then the signed-in person's comments still waiting for
 * the server (or refused by it), then the form where a comment is allowed (a published app), a
 * note where it is not, or, for visitors, a prompt to log in. Under each comment, the developer's
 * reply; the app's developer writes, edits and deletes it there. Administrators may delete both.
 */
export function CommentsThread({ project }: { project: TProject }) {
  const { t } = useTranslation('engagement');
  const { user } = useSession();
  const comments = readProjectComments(project);
  const submission = useCommentSubmission(project.id, comments);
  const isAdmin = user?.type.toLowerCase() === 'admin';
  // The app's developer answers the comments (the server decides again); known after hydration.
  const isDeveloper = !!user && user.id === project.developerId;
  const canWrite = isDeveloper && commentsOpen(project.status);
  const ownName = user?.name || user?.email || '';

  const submit = async (text: string) => {
    if (await submission.submit(text))
      toast.success(t('comments.posted'), { toastId: `posted-${project.id}` });
  };

  const empty = comments.length === 0 && submission.pending.length === 0 && submission.refused.length === 0;
  let after: ReactNode;
  if (!user) {
    after = (
      <LoginPrompt
        className="mt-5"
        title={t('comments.loginTitle')}
        action={t('comments.loginAction')}
        icon={<MessageSquare className="size-5" aria-hidden="true" />}
      >
        {t('comments.loginHint')}
      </LoginPrompt>
    );
  } else if (commentsOpen(project.status)) {
    after = (
      <Suspense fallback={null}>
        <CommentForm onSubmit={submit} />
      </Suspense>
    );
  } else {
    after = (
      <p className="mt-5 flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('comments.closed')}
      </p>
    );
  }
  return (
    <>
      {empty ? (
        <p className="flex items-center gap-2 text-slate-600">
          <MessageSquare className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          {t('comments.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              anchorId={isLegacyComment(comment) ? undefined : `comment-${comment.id}`}
              aside={
                isAdmin && !isLegacyComment(comment) ? (
                  <DeleteCommentButton projectId={project.id} comment={comment} />
                ) : undefined
              }
              footer={
                isLegacyComment(comment) ? undefined : (
                  <CommentReplySection
                    projectId={project.id}
                    developerName={project.developerName}
                    comment={comment}
                    canWrite={canWrite}
                    canRemove={isDeveloper || isAdmin}
                    moderating={isAdmin && !isDeveloper}
                  />
                )
              }
            />
          ))}
          {submission.pending.map((item) => (
            <PendingCommentItem
              key={item.id}
              item={item}
              authorName={ownName}
              onRetry={submission.retry}
              onDiscard={submission.discard}
            />
          ))}
          {submission.refused.map((item) => (
            <RefusedCommentItem
              key={item.id}
              item={item}
              authorName={ownName}
              onDismiss={submission.dismissRefused}
            />
          ))}
        </ul>
      )}
      {after}
    </>
  );
}
