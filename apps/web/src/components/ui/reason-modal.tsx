import { type ReactNode, useEffect, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors, useMessageText } from '../../lib/form-errors';
import { Button, type TButtonVariant } from './button';
import { Modal } from './modal';
import { TextAreaField } from './text-area-field';

type TReasonForm = Record<string, string>;

interface ReasonModalProps<TBody> {
  open: boolean;
  /** What the text is about (a project, a request): another one starts with an empty text. */
  subject: unknown;
  title: string;
  /** Above the text: what the decision does, and anything to read before writing. */
  children?: ReactNode;
  /** Below the text, such as why the last attempt failed. */
  below?: ReactNode;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  /** The text the field opens with (one being edited); empty by default. */
  initialText?: string;
  rows: number;
  maxLength: number;
  /** The request the text goes into, checked with the server's own schema before it is sent. */
  schema: z.ZodType<TBody>;
  toBody: (text: string) => unknown;
  /** The request's field the text fills: its errors, the schema's or the server's, show under the text. */
  field: string;
  cancelLabel: string;
  submitLabel: string;
  submitIcon: ReactNode;
  submitVariant?: TButtonVariant;
  sending: boolean;
  /** Sends the checked request; when it rejects, the server's errors about the field show under it. */
  onSubmit: (body: TBody) => unknown;
  onClose: () => void;
}

/**
 * A dialog that asks for one text before a decision (why a project is rejected, why it should be
 * deleted, why a request is refused), with a character counter, the schema's messages under the
 * text, and Cancel beside the action.
 */
export function ReasonModal<TBody>({
  open,
  subject,
  title,
  children,
  below,
  label,
  hint,
  placeholder,
  required = false,
  initialText = '',
  rows,
  maxLength,
  schema,
  toBody,
  field,
  cancelLabel,
  submitLabel,
  submitIcon,
  submitVariant = 'danger',
  sending,
  onSubmit,
  onClose,
}: ReasonModalProps<TBody>) {
  const messageText = useMessageText();
  const formId = useId();
  const fieldId = useId();

  const resolver: Resolver<TReasonForm, unknown, TBody> = (values) => {
    const parsed = schema.safeParse(toBody(values[field] ?? ''));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const issue = parsed.error.issues.find((each) => each.path[0] === field) ?? parsed.error.issues[0];
    return { values: {}, errors: { [field]: { type: 'validation', message: issue?.message } } };
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<TReasonForm, unknown, TBody>({ resolver, defaultValues: { [field]: initialText } });

  // Each opening, and each new subject, starts with its text (empty unless one is being edited).
  useEffect(() => {
    if (open && subject != null) reset({ [field]: initialText });
  }, [open, subject, field, reset, initialText]);

  const close = () => {
    if (!sending) onClose();
  };

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      applyServerFieldErrors(error, setError, [field]);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={sending} icon={submitIcon}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {children}
        <TextAreaField
          id={fieldId}
          label={label}
          hint={hint}
          error={messageText(errors[field]?.message)}
          required={required}
          rows={rows}
          length={watch(field)?.length ?? 0}
          maxLength={maxLength}
          placeholder={placeholder}
          {...register(field)}
        />
        {below}
      </form>
    </Modal>
  );
}
