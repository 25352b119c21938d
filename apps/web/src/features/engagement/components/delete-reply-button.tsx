import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteCommentReply } from '../api/delete-comment-reply';

interface DeleteReplyButtonProps {
  projectId: string;
  commentId: string;
  /** Whose comment it answers (for the labels). */
  commenterName: string;
  /** The reply's text, shown in the confirmation. */
  text: string;
  /** An admin taking down the developer's reply, rather than the developer withdrawing their own. */
  moderating: boolean;
}

/** Deletes a reply after a confirmation: its developer's own, or an admin's moderation. */
export function DeleteReplyButton({
  projectId,
  commentId,
  commenterName,
  text,
  moderating,
}: DeleteReplyButtonProps) {
  const { t } = useTranslation('engagement');
  const [open, setOpen] = useState(false);
  const remove = useDeleteCommentReply();

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    remove.reset();
  };

  const confirm = () =>
    remove.mutate(
      { projectId, commentId },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('replies.deleted'));
        },
      },
    );

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('replies.deleteLabel', { name: commenterName })}
        icon={<Trash2 className="size-4" aria-hidden="true" />}
        className="hover:bg-red-50 hover:text-red-700"
      >
        {t('replies.delete')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t('replies.deleteTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t('replies.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              {t('replies.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">
          {t(moderating ? 'replies.moderateText' : 'replies.deleteText', { name: commenterName })}
        </p>
        <blockquote className="mt-3 line-clamp-4 whitespace-pre-line break-words border-l-4 border-slate-200 pl-3 text-sm text-slate-600">
          {text}
        </blockquote>
        {remove.isError && (
          <Alert className="mt-4" title={t('replies.deleteError')}>
            {getErrorMessage(remove.error)}
          </Alert>
        )}
      </Modal>
    </>
  );
}
