import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordRequest } from '@vitrina/shared/auth/auth.schemas';
import { PASSWORD_RESET_LIMITS } from '@vitrina/shared/auth/password-limits';
import Mail from 'lucide-react/icons/mail';
import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { getErrorMessage } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

type TForgotInput = z.input<typeof ZForgotPasswordRequest>;
type TForgotOutput = z.output<typeof ZForgotPasswordRequest>;

/**
 * Asks for a reset link. What follows reads the same whether or not the address has an account:
 * the server tells nobody which addresses do.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TForgotInput, unknown, TForgotOutput>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-5">
        <div className="flex justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
        </div>
        <Alert tone="success" title={t('forgot.sentTitle')}>
          <p>{t('forgot.sentText', { email: sentTo, minutes: PASSWORD_RESET_LIMITS.linkMinutes })}</p>
        </Alert>
        <p className="text-center text-sm text-slate-600">{t('forgot.sentSpam')}</p>
        <Button type="button" variant="secondary" fullWidth onClick={() => setSentTo(null)}>
          {t('forgot.again')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={request.isPending}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        required
        error={messageText(errors.email?.message)}
        {...register('email')}
      />
      {failure && <Alert title={t('forgot.failedTitle')}>{failure}</Alert>}
      <Button
        type="submit"
        fullWidth
        size="lg"
        loading={request.isPending}
        icon={<Mail className="size-5" aria-hidden="true" />}
      >
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
