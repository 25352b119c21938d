import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { toast } from '../../lib/toast';

/** Logs out, goes home and says so. */
export function useLogoutAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const run = async () => {
    // Leave first: a guarded screen would otherwise flash its 'Acceso Requerido' card.
    await navigate('/', { replace: true });
    await logout.mutateAsync();
    toast.info(t('session.loggedOut'));
  };
  return { logout: run, pending: logout.isPending };
}
