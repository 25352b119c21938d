import type { TComment } from '@vitrina/shared/engagement/engagement.schemas';
import Pencil from 'lucide-react/icons/pencil';
import Reply from 'lucide-react/icons/reply';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { CommentReply } from './comment-reply';
import { DeleteReplyButton } from './delete-reply-button';

// The form (react-hook-form and its schema) is for the app's developer only: nobody else loads it.
const ReplyForm = lazy(() => import('./reply-form').then((module) => ({ default: module.ReplyForm })));

interface CommentReplySectionProps {
  projectId: string;
  developerName: string;
  comment: TComment;
  /** The app's developer, while the app is published: may write and edit the reply. */
  canWrite: boolean;
  /** The app's developer or an admin: may delete the reply. */
  canRemove: boolean;
  /** An admin who is not the app's developer: a deletion is moderation. */
  moderating: boolean;
}

/**
 * What goes under a comment: the developer's reply, if any, and for the app's developer a
 * "Reply" control (or "Edit") opening the reply form in place; for them and admins, "Delete".
 */
export function CommentReplySection({
  projectId,
  developerName,
  comment,
  canWrite,
  canRemove,
  moderating,
}: CommentReplySectionProps) {
  const { t } = useTranslation('engagement');
  const [editing, setEditing] = useState(false);
  const reply = comment.reply ?? null;
  const commenterName = comment.authorName.trim() || t('comments.anonymous');

  if (editing && canWrite) {
    return (
      <Suspense
        fallback={
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" /> {t('replies.loadingForm')}
          </p>
        }
      >
        <ReplyForm
          projectId={projectId}
          commentId={comment.id}
          commenterName={commenterName}
          initialText={reply?.text ?? ''}
          onClose={() => setEditing(false)}
        />
      </Suspense>
    );
  }

  if (reply) {
    const actions =
      canWrite || canRemove ? (
        <>
          {canWrite && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={t('replies.editLabel', { name: commenterName })}
              icon={<Pencil className="size-4" aria-hidden="true" />}
            >
              {t('replies.edit')}
            </Button>
          )}
          {canRemove && (
            <DeleteReplyButton
              projectId={projectId}
              commentId={comment.id}
              commenterName={commenterName}
              text={reply.text}
              moderating={moderating}
            />
          )}
        </>
      ) : undefined;
    return <CommentReply reply={reply} developerName={developerName} actions={actions} />;
  }

  if (!canWrite) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => setEditing(true)}
      aria-label={t('replies.replyLabel', { name: commenterName })}
      icon={<Reply className="size-4" aria-hidden="true" />}
      className="-ml-3 mt-1"
    >
      {t('replies.reply')}
    </Button>
  );
}
