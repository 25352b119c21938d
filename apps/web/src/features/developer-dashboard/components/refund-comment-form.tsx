import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_LIMITS, type TRefund, ZRefundCommentBody } from '@vitrina/shared/payments/refund.schemas';
import MessageSquare from 'lucide-react/icons/message-square';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { refundErrorMessage } from '../../../domain/refund-errors';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCommentRefund } from '../api/comment-refund';

type TCommentInput = z.input<typeof ZRefundCommentBody>;
type TCommentOutput = z.output<typeof ZRefundCommentBody>;

/**
 * The developer's word for the admin on a request still waiting for a decision (up to 1,000
 * characters); a saved comment can be rewritten until the admin decides.
 */
export function RefundCommentForm({ refund }: { refund: TRefund }) {
  const { t } = useTranslation('developer-dashboard');
  const messageText = useMessageText();
  const comment = useCommentRefund();
  const fieldId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<TCommentInput, unknown, TCommentOutput>({
    resolver: zodResolver(ZRefundCommentBody),
    defaultValues: { comment: refund.developerComment ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await comment.mutateAsync({ refundId: refund.id, comment: values.comment });
      reset({ comment: saved.developerComment ?? values.comment });
      toast.success(t('refunds.comment.saved'), { toastId: `refund-comment-${refund.id}` });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['comment'])) setFailure(refundErrorMessage(error));
    }
  });

  const saved = Boolean(refund.developerComment);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3" aria-busy={comment.isPending}>
      <TextAreaField
        id={fieldId}
        label={t('refunds.comment.label')}
        hint={t('refunds.comment.hint')}
        error={messageText(errors.comment?.message)}
        size="sm"
        length={watch('comment')?.length ?? 0}
        maxLength={REFUND_LIMITS.commentMax}
        placeholder={t('refunds.comment.placeholder')}
        {...register('comment')}
      />
      {failure && <Alert title={t('refunds.comment.failed')}>{failure}</Alert>}
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={comment.isPending}
          disabled={saved && !isDirty}
          icon={<MessageSquare className="size-4" aria-hidden="true" />}
        >
          {saved ? t('refunds.comment.update') : t('refunds.comment.submit')}
        </Button>
      </div>
    </form>
  );
}
