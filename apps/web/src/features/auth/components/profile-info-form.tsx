import { zodResolver } from '@hookform/resolvers/zod';
import { ZUpdateProfileRequest } from '@vitrina/shared/auth/auth.schemas';
import Save from 'lucide-react/icons/save';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';
import type { TSessionUser } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

type TProfileInput = z.input<typeof ZUpdateProfileRequest>;
type TProfileOutput = z.output<typeof ZUpdateProfileRequest>;

/** Name and email of the signed-in person ('Información personal'). */
export function ProfileInfoForm({ user }: { user: TSessionUser }) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const updateProfile = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<TProfileInput, unknown, TProfileOutput>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: { name: user.name, email: user.email },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await updateProfile.mutateAsync(values);
      reset({ name: result.user.name, email: result.user.email });
      toast.success(result.message || t('profile.info.saved'));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'email']);
      setFailure(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={updateProfile.isPending}>
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        required
        error={messageText(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={messageText(errors.email?.message)}
        {...register('email')}
      />
      {failure && <Alert title={t('profile.info.failed')}>{failure}</Alert>}
      <div className="flex justify-end">
        <Button
          type="submit"
          loading={updateProfile.isPending}
          disabled={!isDirty && !updateProfile.isPending}
          icon={<Save className="size-4" aria-hidden="true" />}
        >
          {t('profile.info.submit')}
        </Button>
      </div>
    </form>
  );
}
