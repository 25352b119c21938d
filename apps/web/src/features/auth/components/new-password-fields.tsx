import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldsProps {
  /** The new password as typed so far (for the strength meter). */
  value: string | undefined;
  field: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  error?: string;
  confirmError?: string;
  hint?: string;
}

/** A new password and its repetition, with the strength meter: a change in the profile and a reset. */
export function NewPasswordFields({
  value,
  field,
  confirmField,
  error,
  confirmError,
  hint,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={hint}
        required
        error={error}
        below={<PasswordStrengthMeter password={value ?? ''} />}
        {...field}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirmField}
      />
    </>
  );
}
