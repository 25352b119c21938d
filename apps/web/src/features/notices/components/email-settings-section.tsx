import type { TEmailKind } from '@vitrina/shared/notices/email-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEmailSettings } from '../api/get-email-settings';
import { useUpdateAppEmailSetting } from '../api/update-app-email-setting';
import { useUpdateEmailSetting } from '../api/update-email-setting';

/**
 * The profile's 'Correos': a switch per kind of e-mail this account may get, then one per app it
 * owns for that app's news. In-app notices always come; security e-mails are no kind.
 */
export function EmailSettingsSection() {
  const { t } = useTranslation('notices');
  const settings = useEmailSettings();
  const updateKind = useUpdateEmailSetting();
  const updateApp = useUpdateAppEmailSetting();
  const failed = (error: unknown) =>
    toast.error(<ToastMessage title={t('settings.saveFailed')} text={getErrorMessage(error)} />, {
      toastId: 'email-settings-error',
    });

  if (settings.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner size="sm" />
        {t('settings.loading')}
      </p>
    );
  if (settings.isError)
    return (
      <div className="space-y-3">
        <Alert>
          {t('settings.error')}: {getErrorMessage(settings.error)}
        </Alert>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void settings.refetch()}
          loading={settings.isFetching}
        >
          {t('settings.retry')}
        </Button>
      </div>
    );

  const { kinds, apps } = settings.data;
  const updatesOn = kinds.find((kind) => kind.kind === 'app_updates')?.enabled ?? true;
  const pendingKind = updateKind.isPending ? updateKind.variables?.kind : undefined;
  const pendingApp = updateApp.isPending ? updateApp.variables?.projectId : undefined;
  const setKind = (kind: TEmailKind, enabled: boolean) =>
    updateKind.mutate(
      { kind, enabled },
      {
        onSuccess: () => toast.success(t('settings.saved'), { toastId: 'email-settings-saved' }),
        onError: failed,
      },
    );

  return (
    <div className="space-y-8">
      <ul aria-label={t('settings.kindsLabel')} className="divide-y divide-slate-100">
        {kinds.map(({ kind, enabled }) => (
          <li key={kind} className="py-3 first:pt-0" data-email-kind={kind}>
            <Switch
              checked={enabled}
              onChange={(next) => setKind(kind, next)}
              pending={pendingKind === kind}
              label={t(`settings.kinds.${kind}.title`)}
              hint={t(`settings.kinds.${kind}.text`)}
            />
          </li>
        ))}
      </ul>
      <section aria-labelledby="email-settings-apps-title">
        <h3 id="email-settings-apps-title" className="text-base font-semibold text-slate-900">
          {t('settings.apps.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('settings.apps.text')}</p>
        {apps.length === 0 ? (
          <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            {t('settings.apps.empty')}
          </p>
        ) : (
          <>
            {!updatesOn && (
              <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
                {t('settings.apps.offGlobally')}
              </p>
            )}
            <ul className="mt-4 divide-y divide-slate-100">
              {apps.map((app) => (
                <li key={app.projectId} className="py-3" data-email-app={app.slug}>
                  <Switch
                    checked={app.enabled && updatesOn}
                    disabled={!updatesOn}
                    pending={pendingApp === app.projectId}
                    onChange={(enabled) =>
                      updateApp.mutate({ projectId: app.projectId, enabled }, { onError: failed })
                    }
                    ariaLabel={t('appSwitch.labelFor', { name: app.name })}
                    label={
                      <Link
                        to={`/app/${encodeURIComponent(app.slug)}`}
                        className="wrap-anywhere underline-offset-4 hover:text-indigo-700 hover:underline"
                      >
                        {app.name}
                      </Link>
                    }
                    hint={app.enabled && updatesOn ? t('settings.on') : t('settings.off')}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
