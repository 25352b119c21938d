import { LIMITS } from '@vitrina/shared/config/limits';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';
import { takeRedirectAfterLogin } from '../../../lib/login-redirect';
import { toast } from '../../../lib/toast';
import { useRegisterDeveloper } from '../api/register-developer';
import { useRegisterUser } from '../api/register-user';
import { AccountTypeToggle, type TAccountType } from './account-type-toggle';
import { DeveloperFields } from './developer-fields';
import {
  REGISTER_FIELDS,
  registerFormResolver,
  type TRegisterFormContext,
  type TRegisterFormValues,
} from './register-form-values';

/** Sign-up for users and developers (developers add a merchant id and a GitHub profile). */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const registerUser = useRegisterUser();
  const registerDeveloper = useRegisterDeveloper();
  const [accountType, setAccountType] = useState<TAccountType>('user');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TRegisterFormValues, TRegisterFormContext>({
    resolver: registerFormResolver,
    context: { accountType },
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      paypalMerchantId: '',
      githubProfile: '',
    },
  });
  const sending = registerUser.isPending || registerDeveloper.isPending;

  const changeAccountType = (next: TAccountType) => {
    setAccountType(next);
    setFormError(null);
    clearErrors(['paypalMerchantId', 'githubProfile']);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { name, email, password } = values;
    try {
      const result =
        accountType === 'developer'
          ? await registerDeveloper.mutateAsync({
              name,
              email,
              password,
              paypalMerchantId: values.paypalMerchantId,
              githubProfile: values.githubProfile,
            })
          : await registerUser.mutateAsync({ name, email, password });
      // GitHub could not answer: the account is kept; the server's message says so in plain words
      // and the dashboard shows the pending check.
      if (result.user.githubCheck === 'PENDING') {
        toast.success(result.message);
        navigate('/developer-dashboard', { replace: true });
      } else {
        toast.success(t('register.welcome', { name: result.user.name }));
        navigate(takeRedirectAfterLogin('/'), { replace: true });
      }
    } catch (error) {
      // Field messages go under their fields; the box above the button explains the rest.
      const placed = applyServerFieldErrors(error, setError, REGISTER_FIELDS);
      setFormError(placed ? t('register.checkFields') : getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={sending}>
      <AccountTypeToggle value={accountType} onChange={changeAccountType} disabled={sending} />
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        required
        error={messageText(errors.name?.message)}
        {...register('name')}
      />
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
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint', { min: LIMITS.passwordMin })}
          required
          error={messageText(errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          error={messageText(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </div>
      {accountType === 'developer' && <DeveloperFields register={register} errors={errors} />}
      {formError && <Alert title={t('register.failedTitle')}>{formError}</Alert>}
      <Button
        type="submit"
        fullWidth
        size="lg"
        loading={sending}
        icon={<UserPlus className="size-5" aria-hidden="true" />}
      >
        {sending
          ? t('register.submitting')
          : accountType === 'developer'
            ? t('register.submitDeveloper')
            : t('register.submit')}
      </Button>
    </form>
  );
}
