import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginRequest } from '@vitrina/shared/auth/auth.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import LogIn from 'lucide-react/icons/log-in';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { getCurrentLanguage } from '../../../lib/i18n';
import { takeRedirectAfterLogin } from '../../../lib/login-redirect';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AccountTypeToggle, type TAccountType } from './account-type-toggle';

type TLoginFormInput = z.input<typeof ZLoginRequest>;
type TLoginFormOutput = z.output<typeof ZLoginRequest>;

interface LoginFormProps {
  /** 'admin' logs in as administrator and goes to the admin dashboard. */
  mode?: 'standard' | 'admin';
}

/** Email + password login for users and developers, or for administrators. */
export function LoginForm({ mode = 'standard' }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [accountType, setAccountType] = useState<TAccountType>('user');
  const [formError, setFormError] = useState<string | null>(null);
  // Too many failed tries: the message says how long to wait; a reset needs no waiting.
  const [mustWait, setMustWait] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TLoginFormInput, unknown, TLoginFormOutput>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const sending = loginMutation.isPending;
  const typedEmail = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    setMustWait(false);
    const type = mode === 'admin' ? 'admin' : accountType;
    try {
      const result = await loginMutation.mutateAsync({ email, password, type });
      if (result.message) toast.success(result.message);
      navigate(mode === 'admin' ? '/admin-dashboard' : takeRedirectAfterLogin('/'), { replace: true });
    } catch (error) {
      if (mode === 'admin' && error instanceof ApiError && error.status === 401) {
        // Whatever the server says, an administrator is told the admin-specific text.
        setFormError(translateMessage('auth.invalidAdminCredentials', getCurrentLanguage()));
      } else {
        setFormError(getErrorMessage(error));
        setMustWait(error instanceof ApiError && error.status === 429);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={sending}>
      {mode === 'standard' && (
        <AccountTypeToggle value={accountType} onChange={setAccountType} disabled={sending} />
      )}
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
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={messageText(errors.password?.message)}
        {...register('password')}
      />
      {mode === 'standard' && (
        <p className="-mt-2 text-right text-sm">
          <Link
            to="/forgot-password"
            // The address typed so far goes along, so it need not be typed twice.
            state={{ email: typedEmail }}
            className="font-semibold text-indigo-700 underline-offset-4 hover:underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </p>
      )}
      {formError && (
        <Alert title={mustWait ? t('login.waitTitle') : t('login.failedTitle')}>
          <p>{formError}</p>
          {mustWait && mode === 'standard' && (
            <p className="mt-1">
              {t('login.waitOrReset')}{' '}
              <Link to="/forgot-password" state={{ email: typedEmail }} className="font-semibold underline">
                {t('login.resetNow')}
              </Link>
            </p>
          )}
        </Alert>
      )}
      <Button
        type="submit"
        fullWidth
        size="lg"
        loading={sending}
        icon={<LogIn className="size-5" aria-hidden="true" />}
      >
        {sending ? t('login.submitting') : mode === 'admin' ? t('adminLogin.submit') : t('login.submit')}
      </Button>
    </form>
  );
}
