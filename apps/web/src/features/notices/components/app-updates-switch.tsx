import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEmailSettings } from '../api/get-email-settings';
import { useUpdateAppEmailSetting } from '../api/update-app-email-setting';

/**
 * On a purchase: whether this app's news (a new version, out of the store, back) also comes by
 * e-mail. Its state is the e-mail settings' (one request for every card); nothing shows until
 * they are here, or for an app the settings do not list as owned.
 */
export function AppUpdatesSwitch({ projectId, name }: { projectId: string; name: string }) {
  const { t } = useTranslation('notices');
  const settings = useEmailSettings();
  const update = useUpdateAppEmailSetting();
  const app = settings.data?.apps.find((item) => item.projectId === projectId);
  if (!settings.data || !app) return null;
  const updatesOn = settings.data.kinds.find((kind) => kind.kind === 'app_updates')?.enabled ?? true;
  return (
    <Switch
      className="mt-4 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200"
      checked={app.enabled && updatesOn}
      disabled={!updatesOn}
      pending={update.isPending}
      label={t('appSwitch.label')}
      ariaLabel={t('appSwitch.labelFor', { name })}
      hint={updatesOn ? undefined : t('appSwitch.offGlobally')}
      onChange={(enabled) =>
        update.mutate(
          { projectId, enabled },
          {
            onSuccess: () =>
              toast.success(t(enabled ? 'appSwitch.saved' : 'appSwitch.savedOff', { name }), {
                toastId: `app-updates-${projectId}`,
              }),
            onError: (error) =>
              toast.error(<ToastMessage title={t('appSwitch.failed')} text={getErrorMessage(error)} />, {
                toastId: `app-updates-${projectId}`,
              }),
          },
        )
      }
    />
  );
}
