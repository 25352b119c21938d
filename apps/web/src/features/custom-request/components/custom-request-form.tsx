import { CUSTOM_REQUEST_LIMITS } from '@vitrina/shared/custom-requests/custom-request.schemas';
import Lock from 'lucide-react/icons/lock';
import Send from 'lucide-react/icons/send';
import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/field';
import { useMessageText } from '../../../lib/form-errors';
import { useCustomRequestForm } from '../hooks/use-custom-request-form';
import { AttachmentField } from './attachment-field';
import { DescriptionField } from './description-field';
import { HoneypotField } from './honeypot-field';

/** The ids a locked field is described by: its error, if any, then the note saying why it is locked. */
const lockedDescription = (id: string, error: string | undefined, noteId: string) =>
  [error ? `${id}-error` : null, noteId].filter(Boolean).join(' ');

/**
 * 'Solicitar app': who is asking (locked to the account when signed in), what they need, an
 * optional document (or a download URL when it is over 1 MB), and the send with its outcome.
 */
export function CustomRequestForm() {
  const { t } = useTranslation('custom-request');
  const messageText = useMessageText();
  const { form, locked, onSubmit, sending, outcome, attachment, toggleAttachment, dropFiles, removeFile } =
    useCustomRequestForm();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';
  const titleId = useId();
  const nameId = useId();
  const emailId = useId();
  const lockedNoteId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

  // The banner sits by the button; bring it into view when a long form was scrolled.
  useEffect(() => {
    if (outcome) resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);

  const nameError = messageText(errors.name?.message);
  const emailError = messageText(errors.email?.message);
  const lockedBadge = (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
      <Lock className="size-3" aria-hidden="true" />
      {t('form.locked.badge')}
    </span>
  );
  const lockedInput = 'bg-slate-50 text-slate-700 hover:border-slate-300';

  return (
    <Card className="relative p-5 sm:p-8">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={titleId}
        aria-busy={sending}
        className="space-y-6"
      >
        <div>
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {t('form.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('form.required')}</p>
        </div>

        <div className="space-y-3">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={nameId}
              label={t('form.name')}
              autoComplete="name"
              required
              maxLength={CUSTOM_REQUEST_LIMITS.nameMax}
              readOnly={locked.name}
              labelAside={locked.name ? lockedBadge : undefined}
              className={locked.name ? lockedInput : undefined}
              error={nameError}
              {...register('name')}
              {...(locked.name
                ? { 'aria-describedby': lockedDescription(nameId, nameError, lockedNoteId) }
                : {})}
            />
            <TextField
              id={emailId}
              label={t('form.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={CUSTOM_REQUEST_LIMITS.emailMax}
              readOnly={locked.email}
              labelAside={locked.email ? lockedBadge : undefined}
              className={locked.email ? lockedInput : undefined}
              hint={locked.email ? undefined : t('form.emailHint')}
              error={emailError}
              {...register('email')}
              {...(locked.email
                ? { 'aria-describedby': lockedDescription(emailId, emailError, lockedNoteId) }
                : {})}
            />
          </div>
          {(locked.name || locked.email) && (
            <p id={lockedNoteId} className="flex gap-2 text-xs leading-relaxed text-slate-600">
              <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span>
                {t('form.locked.note')}{' '}
                <Link
                  to="/user-profile"
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {t('form.locked.profileLink')}
                </Link>
                .
              </span>
            </p>
          )}
        </div>

        <DescriptionField
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          placeholder={t('form.descriptionPlaceholder')}
          required
          length={description.length}
          maxLength={CUSTOM_REQUEST_LIMITS.descriptionMax}
          error={messageText(errors.description?.message)}
          {...register('description')}
        />

        <div className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <AttachmentField
            {...attachment}
            disabled={sending}
            onToggle={toggleAttachment}
            onDrop={dropFiles}
            onRemove={removeFile}
            urlField={
              <TextField
                label={t('attachment.urlLabel')}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={t('attachment.urlPlaceholder')}
                required
                maxLength={CUSTOM_REQUEST_LIMITS.urlMax}
                hint={t('attachment.urlHint')}
                error={messageText(errors.sharedUrl?.message)}
                {...register('sharedUrl')}
              />
            }
          />
        </div>

        <HoneypotField registration={register('website')} />

        <div className="space-y-4 border-t border-slate-100 pt-6">
          <div ref={resultRef} className={cn(!outcome && 'hidden')}>
            {outcome?.kind === 'sent' && (
              <Alert tone="success" title={t('result.sentTitle')}>
                {t('result.sentText')}
              </Alert>
            )}
            {outcome?.kind === 'failed' && (
              <Alert title={t('result.failedTitle')}>{outcome.message || t('result.unknown')}</Alert>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-slate-600 sm:max-w-sm">{t('form.replyNote')}</p>
            <Button
              type="submit"
              size="lg"
              loading={sending}
              className="w-full sm:w-auto"
              icon={<Send className="size-5" aria-hidden="true" />}
            >
              {sending ? t('form.sending') : t('form.submit')}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
