import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminUser } from '@vitrina/shared/dashboards/admin.schemas';
import Save from 'lucide-react/icons/save';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { useMessageText } from '../../../lib/form-errors';
import { formatRate } from '../../../lib/money-format';
import { toast } from '../../../lib/toast';
import { useUpdateAdminUser } from '../api/update-admin-user';
import {
  developerSettingsChanges,
  developerSettingsValues,
  type TDeveloperSettingsForm,
  ZDeveloperSettingsForm,
} from '../utils/developer-settings';

interface DeveloperSettingsModalProps {
  user: TAdminUser | null;
  onClose: () => void;
}

/** 'Ajustes del desarrollador': verified, internal (no commission) and the developer's own rate. */
export function DeveloperSettingsModal({ user, onClose }: DeveloperSettingsModalProps) {
  const { t, i18n } = useTranslation('admin');
  const messageText = useMessageText();
  const config = useAppConfig();
  const update = useUpdateAdminUser();
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const rateId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TDeveloperSettingsForm>({
    resolver: zodResolver(ZDeveloperSettingsForm),
    defaultValues: { verified: false, isInternal: false, commissionPercent: '' },
  });

  // Another account, or the same one saved: start from its values.
  useEffect(() => {
    if (user) {
      reset(developerSettingsValues(user));
      setFailure(null);
    }
  }, [user, reset]);

  const language = i18n.resolvedLanguage ?? 'es';
  const platformRate = config.data ? formatRate(config.data.commissionRate, language) : null;
  const rateHint = platformRate
    ? t('users.settings.rateHint', { rate: platformRate })
    : t('users.settings.rateHintPlain');
  const rateError = messageText(errors.commissionPercent?.message);
  const saving = update.isPending;

  const close = () => {
    if (!saving) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!user) return;
    const changes = developerSettingsChanges(user, values);
    if (!changes) {
      onClose();
      return;
    }
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: user.id, changes });
      toast.success(t('users.settings.saved', { name: saved.name }), { toastId: `user-saved-${user.id}` });
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  });

  return (
    <Modal
      open={user !== null}
      onClose={close}
      title={t('users.settings.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('dashboard.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={saving}
            disabled={!isDirty && !saving}
            icon={<Save className="size-4" aria-hidden="true" />}
          >
            {t('users.settings.submit')}
          </Button>
        </>
      }
    >
      {user && (
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={saving}>
          <div>
            <p className="font-semibold wrap-anywhere text-slate-900">{user.name}</p>
            <p className="text-sm break-all text-slate-600">{user.email}</p>
          </div>
          <div className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <CheckboxField
              label={t('users.settings.verified')}
              hint={t('users.settings.verifiedHint')}
              {...register('verified')}
            />
            <CheckboxField
              label={t('users.settings.internal')}
              hint={t('users.settings.internalHint')}
              {...register('isInternal')}
            />
          </div>
          <FieldShell id={rateId} label={t('users.settings.rate')} hint={rateHint} error={rateError}>
            <div className="relative max-w-40">
              <input
                id={rateId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={platformRate ?? ''}
                className={inputClasses(!!rateError, 'pr-9 tabular-nums')}
                {...describedBy(rateId, rateHint, rateError)}
                {...register('commissionPercent')}
              />
              <span
                className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm text-slate-600"
                aria-hidden="true"
              >
                %
              </span>
            </div>
          </FieldShell>
          {failure && <Alert title={t('users.settings.failed')}>{failure}</Alert>}
        </form>
      )}
    </Modal>
  );
}
