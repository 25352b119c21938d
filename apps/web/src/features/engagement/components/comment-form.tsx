import { zodResolver } from '@hookform/resolvers/zod';
import { ENGAGEMENT_LIMITS, ZCommentRequest } from '@vitrina/shared/engagement/engagement.schemas';
import Send from 'lucide-react/icons/send';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { useMessageText } from '../../../lib/form-errors';

type TCommentFormInput = z.input<typeof ZCommentRequest>;
type TCommentFormOutput = z.output<typeof ZCommentRequest>;

interface CommentFormProps {
  /** Saves and sends the (trimmed) text; the form empties at once, the list shows what happens. */
  onSubmit: (text: string) => Promise<unknown>;
}

/** The comment form: a text area with a counter up to the longest comment allowed and 'Publicar comentario'. */
export function CommentForm({ onSubmit }: CommentFormProps) {
  const { t } = useTranslation('engagement');
  const messageText = useMessageText();
  const id = useId();
  const counterId = `${id}-count`;
  const max = ENGAGEMENT_LIMITS.commentMax;
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TCommentFormInput, unknown, TCommentFormOutput>({
    resolver: zodResolver(ZCommentRequest),
    defaultValues: { comment: '' },
  });
  const length = watch('comment')?.length ?? 0;
  const error = messageText(errors.comment?.message);

  const submit = handleSubmit(async ({ comment }) => {
    // The text is already kept in the browser (pending) before sending, so the box can empty now.
    const sent = onSubmit(comment);
    reset();
    await sent;
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-3 border-t border-slate-100 pt-5">
      <FieldShell
        id={id}
        label={t('comments.formLabel')}
        error={error}
        labelAside={
          <span
            id={counterId}
            className={cn(
              'text-xs tabular-nums',
              length >= max ? 'font-semibold text-red-700' : 'text-slate-600',
            )}
          >
            {length}/{max}
            <span className="sr-only"> {t('comments.counter')}</span>
          </span>
        }
      >
        <textarea
          id={id}
          maxLength={max}
          rows={3}
          placeholder={t('comments.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, counterId].filter(Boolean).join(' ')}
          className={inputClasses(!!error, 'min-h-24 resize-y py-2.5 leading-relaxed')}
          {...register('comment')}
        />
      </FieldShell>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} icon={<Send className="size-4" aria-hidden="true" />}>
          {t('comments.submit')}
        </Button>
      </div>
    </form>
  );
}
