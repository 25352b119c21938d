import type { TComment } from '@vitrina/shared/engagement/engagement.schemas';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteComment } from '../api/delete-comment';

interface DeleteCommentButtonProps {
  projectId: string;
  comment: TComment;
}

/** An administrator's delete button on a comment, with a confirmation dialog. */
export function DeleteCommentButton({ projectId, comment }: DeleteCommentButtonProps) {
  const { t } = useTranslation('engagement');
  const [open, setOpen] = useState(false);
  const remove = useDeleteComment();
  const name = comment.authorName.trim() || t('comments.anonymous');

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    remove.reset();
  };

  const confirm = () =>
    remove.mutate(
      { projectId, commentId: comment.id },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('comments.deleted'));
        },
      },
    );

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('comments.deleteLabel', { name })}
        title={t('comments.delete')}
        className="-mt-1.5 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      <Modal
        open={open}
        onClose={close}
        title={t('comments.deleteTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {t('comments.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              {t('comments.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{t('comments.deleteText', { name })}</p>
        <blockquote className="mt-3 line-clamp-4 whitespace-pre-line break-words border-l-4 border-slate-200 pl-3 text-sm text-slate-600">
          {comment.text}
        </blockquote>
        {remove.isError && (
          <Alert className="mt-4" title={t('comments.deleteError')}>
            {getErrorMessage(remove.error)}
          </Alert>
        )}
      </Modal>
    </>
  );
}
