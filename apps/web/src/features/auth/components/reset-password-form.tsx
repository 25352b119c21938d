import { zodResolver } from '@hookform/resolvers/zod';
import { ZResetPasswordForm } from '@vitrina/shared/auth/auth.schemas';
import { LIMITS } from '@vitrina/shared/config/limits';
import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';
import { takeRedirectAfterLogin } from '../../../lib/login-redirect';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

interface TResetValues {
  password: string;
  confirmPassword: string;
}

interface ResetPasswordFormProps {
  token: string;
  /** The account the link resets, for password managers. */
  email: string;
  /** The link stopped working meanwhile (used in another tab, expired, replaced). */
  onLinkInvalid: () => void;
}

/** The new password, twice, with the same rules and strength meter as registration. */
export function ResetPasswordForm({ token, email, onLinkInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<TResetValues>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password: next }) => {
    setFailure(null);
    try {
      const result = await resetPassword.mutateAsync({ token, password: next });
      if (result.message) toast.success(result.message);
      navigate(takeRedirectAfterLogin('/'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESET_LINK_INVALID') return onLinkInvalid();
      if (!applyServerFieldErrors(error, setError, ['password'])) setFailure(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={resetPassword.isPending}>
      {/* Lets password managers store the new password for this account. */}
      <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
      <NewPasswordFields
        value={password}
        field={register('password')}
        confirmField={register('confirmPassword')}
        error={messageText(errors.password?.message)}
        confirmError={messageText(errors.confirmPassword?.message)}
        hint={t('fields.passwordHint', { min: LIMITS.passwordMin })}
      />
      {failure && <Alert title={t('reset.failedTitle')}>{failure}</Alert>}
      <Button
        type="submit"
        fullWidth
        size="lg"
        loading={resetPassword.isPending}
        icon={<KeyRound className="size-5" aria-hidden="true" />}
      >
        {resetPassword.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
