import { LIMITS } from '@vitrina/shared/config/limits';
import type { ChangeEvent } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useMessageText } from '../../../lib/form-errors';

/** A developer's own fields, in any form that asks for them (registration, becoming a developer). */
export interface TDeveloperFieldValues {
  paypalMerchantId: string;
  githubProfile: string;
}

interface DeveloperFieldsProps {
  register: UseFormRegister<TDeveloperFieldValues>;
  errors: FieldErrors<TDeveloperFieldValues>;
}

/** The developer-only part of registration: PayPal merchant id and GitHub profile. */
export function DeveloperFields({ register, errors }: DeveloperFieldsProps) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const merchant = register('paypalMerchantId');

  // Merchant ids are upper-case; typing in lower case is accepted and shown converted at once.
  const onMerchantChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    void merchant.onChange(event);
  };

  return (
    <div className="space-y-5 rounded-2xl border border-indigo-100 bg-indigo-50/50 p-4">
      <p className="text-sm font-semibold text-indigo-900">{t('register.developerSection')}</p>
      <TextField
        label={t('fields.paypalMerchantId')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={LIMITS.merchantIdLength}
        placeholder="ABCDEFGH12345"
        hint={t('fields.paypalMerchantIdHint', { length: LIMITS.merchantIdLength })}
        required
        error={messageText(errors.paypalMerchantId?.message)}
        className="font-mono tracking-wider"
        {...merchant}
        onChange={onMerchantChange}
      />
      <TextField
        label={t('fields.githubProfile')}
        autoComplete="url"
        inputMode="url"
        spellCheck={false}
        placeholder={t('fields.githubProfilePlaceholder')}
        hint={t('fields.githubProfileHint')}
        required
        error={messageText(errors.githubProfile?.message)}
        {...register('githubProfile')}
      />
    </div>
  );
}
