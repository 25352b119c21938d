import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordForm } from '@vitrina/shared/auth/auth.schemas';
import KeyRound from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

interface TChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: TChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password, with a live strength indicator. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<TChangePasswordValues>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    setFailure(null);
    try {
      const result = await changePassword.mutateAsync({ currentPassword, newPassword: next });
      reset(EMPTY);
      toast.success(result.message || t('profile.password.saved'));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
      setFailure(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={changePassword.isPending}>
      {/* Lets password managers tie the new password to this account. */}
      <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        error={messageText(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        value={newPassword}
        field={register('newPassword')}
        confirmField={register('confirmPassword')}
        error={messageText(errors.newPassword?.message)}
        confirmError={messageText(errors.confirmPassword?.message)}
      />
      {failure && <Alert title={t('profile.password.failed')}>{failure}</Alert>}
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={changePassword.isPending}
          icon={<KeyRound className="size-4" aria-hidden="true" />}
        >
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
