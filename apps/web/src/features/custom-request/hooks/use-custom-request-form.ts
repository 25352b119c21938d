import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session-store';
import { useSendCustomRequest } from '../api/send-custom-request';
import type { TDropRejection } from '../utils/attachment-rules';
import {
  applyDrop,
  applyServerFileRefusal,
  removeAttachmentFile,
  type TAttachmentState,
  toggleAttachment,
} from '../utils/attachment-state';
import {
  buildCustomRequestFormData,
  CUSTOM_REQUEST_TEXT_FIELDS,
  customRequestDefaults,
  customRequestResolver,
  lockedIdentity,
  type TCustomRequestFormValues,
  type TCustomRequestSubmission,
} from '../utils/custom-request-form';

/** How the last send ended: the success banner, or the failure banner with the server's message. */
export type TSendOutcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

const FILE_ERROR_CODES = new Set(['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED']);

/** The field a server detail names ('attachment', 'body.attachment', '/attachment'). */
const detailField = (field: string) => field.split(/[./]/).filter(Boolean).pop() ?? '';

/**
 * The custom request form: the fields (react-hook-form with the shared schema), the attachment
 * (the file lives beside the form; the toggle, the too-large flag and the URL are form values the
 * schema checks), the send and its outcome.
 */
export function useCustomRequestForm() {
  const { user } = useSession();
  const locked = lockedIdentity(user);
  const send = useSendCustomRequest();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TAttachmentState['problem']>(null);
  const [outcome, setOutcome] = useState<TSendOutcome>(null);

  const form = useForm<TCustomRequestFormValues, unknown, TCustomRequestSubmission>({
    resolver: customRequestResolver,
    defaultValues: customRequestDefaults(user),
  });
  const { control, getValues, setValue, clearErrors, reset, setError, handleSubmit } = form;
  const [withAttachment, fileTooLarge] = useWatch({ control, name: ['withAttachment', 'fileTooLarge'] });

  // Signing in or out in another tab: the account's name and email replace what was typed.
  const userName = user?.name?.trim() ?? '';
  const userEmail = user?.email?.trim() ?? '';
  useEffect(() => {
    if (userName) setValue('name', userName, { shouldValidate: false });
    if (userEmail) setValue('email', userEmail, { shouldValidate: false });
  }, [userName, userEmail, setValue]);

  const current = (): TAttachmentState => ({
    withAttachment: getValues('withAttachment'),
    fileTooLarge: getValues('fileTooLarge'),
    sharedUrl: getValues('sharedUrl') ?? '',
    file,
    problem,
  });

  const applyAttachment = (next: TAttachmentState) => {
    setValue('withAttachment', next.withAttachment, { shouldDirty: true });
    setValue('fileTooLarge', next.fileTooLarge);
    setValue('sharedUrl', next.sharedUrl);
    if (!next.fileTooLarge) clearErrors('sharedUrl');
    setFile(next.file);
    setProblem(next.problem);
  };

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send.mutateAsync(buildCustomRequestFormData(values, file));
      reset(customRequestDefaults(user));
      setFile(null);
      setProblem(null);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      if (error instanceof ApiError) {
        applyServerFieldErrors(error, setError, CUSTOM_REQUEST_TEXT_FIELDS);
        if (FILE_ERROR_CODES.has(error.code)) {
          applyAttachment(applyServerFileRefusal(current(), error.code, error.message));
        } else {
          const detail = error.details.find((item) => detailField(item.field) === 'attachment');
          if (detail) setProblem({ kind: 'other', message: detail.message });
        }
      }
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message.trim() : '' });
    }
  });

  return {
    form,
    locked,
    onSubmit,
    sending: send.isPending,
    outcome,
    attachment: { withAttachment, fileTooLarge, file, problem },
    toggleAttachment: (on: boolean) => applyAttachment(toggleAttachment(current(), on)),
    dropFiles: (accepted: File[], rejections: ReadonlyArray<TDropRejection>) =>
      applyAttachment(applyDrop(current(), accepted, rejections)),
    removeFile: () => applyAttachment(removeAttachmentFile(current())),
  };
}
