import { zodResolver } from '@hookform/resolvers/zod';
import { ZCommentReplyRequest } from '@vitrina/shared/engagement/comment-reply.schemas';
import { ENGAGEMENT_LIMITS } from '@vitrina/shared/engagement/engagement.schemas';
import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useReplyToComment } from '../api/reply-to-comment';

type TReplyFormInput = z.input<typeof ZCommentReplyRequest>;
type TReplyFormOutput = z.output<typeof ZCommentReplyRequest>;

export interface ReplyFormProps {
  projectId: string;
  commentId: string;
  /** Whose comment is answered (for the label). */
  commenterName: string;
  /** The reply being edited; '' for a first reply. */
  initialText: string;
  /** Closes the form (after saving, or on cancel). */
  onClose: () => void;
}

/**
 * The developer's reply form under a comment: a text area with a counter up to the longest reply
 * allowed (the server's own schema), save and cancel. A refusal stays in the form with its reason,
 * and the text is kept.
 */
export function ReplyForm({ projectId, commentId, commenterName, initialText, onClose }: ReplyFormProps) {
  const { t } = useTranslation('engagement');
  const messageText = useMessageText();
  const save = useReplyToComment();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = initialText !== '';
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TReplyFormInput, unknown, TReplyFormOutput>({
    resolver: zodResolver(ZCommentReplyRequest),
    defaultValues: { reply: initialText },
  });

  const submit = handleSubmit(async ({ reply }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ projectId, commentId, reply });
      toast.success(t(editing ? 'replies.saved' : 'replies.posted'));
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['reply'])) setFailure(getErrorMessage(error));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 -ml-13 space-y-3 rounded-xl border border-indigo-100 bg-indigo-50/40 p-3 sm:ml-0 sm:p-4"
    >
      <TextAreaField
        label={t('replies.formLabel', { name: commenterName })}
        hint={editing ? undefined : t('replies.hint')}
        placeholder={t('replies.placeholder')}
        error={messageText(errors.reply?.message)}
        length={watch('reply')?.length ?? 0}
        maxLength={ENGAGEMENT_LIMITS.replyMax}
        size="sm"
        // The form opens on the person's click: the text area is where they are going.
        autoFocus
        {...register('reply')}
      />
      {failure && <Alert title={t('replies.sendError')}>{failure}</Alert>}
      {/* Full-width buttons on a phone, the action on top. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={onClose}
          disabled={isSubmitting}
          className="w-full sm:w-auto"
        >
          {t('replies.cancel')}
        </Button>
        <Button
          type="submit"
          size="sm"
          className="w-full sm:w-auto"
          loading={isSubmitting}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t(editing ? 'replies.save' : 'replies.submit')}
        </Button>
      </div>
    </form>
  );
}
