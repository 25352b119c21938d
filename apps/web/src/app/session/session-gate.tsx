import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SplashScreen } from '../../components/ui/splash-screen';
import { getMe } from '../../features/auth/api/get-me';
import { i18n } from '../../lib/i18n';
import { isServerRenderedPage } from '../../lib/server-page';
import { startSessionActivity } from '../../lib/session-activity';
import { onSessionEnd, updateSessionUser, useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';

/** The start-up screen; its text comes from the bundled 'boot' namespace, ready before anything loads. */
export function BootSplash() {
  return <SplashScreen label={i18n.t('initializing', { ns: 'boot' })} />;
}

/**
 * Holds the app behind 'Inicializando sesión...' until the stored session is settled (not a page
 * the server rendered: it shows as a visitor sees it meanwhile), then
 * watches activity (inactivity timeout, keep-alive) and reports sessions that end on their own.
 * Suspends until the common translations are loaded.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const userId = user?.id;

  useEffect(
    () =>
      startSessionActivity({
        keepAlive: async () => updateSessionUser(await getMe()),
      }),
    [],
  );

  useEffect(
    () =>
      onSessionEnd(({ reason, previousStatus }) => {
        if (previousStatus !== 'authenticated') return;
        if (reason === 'inactivity') toast.warning(t('session.expired'), { toastId: 'session-ended' });
        if (reason === 'unauthorized') toast.error(t('session.invalidated'), { toastId: 'session-ended' });
      }),
    [t],
  );

  // Cached answers belong to the person who asked for them: when someone signs out or another
  // account signs in, drop what the previous one was shown. Not when a visitor signs in, and
  // never by removing a query a screen is still reading (it would wait for it forever): active
  // ones are reset, which refetches them.
  const previousUserId = useRef(userId);
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (!previous || previous === userId) return;
    const predicate = (query: { meta?: Record<string, unknown> }) => query.meta?.persist !== true;
    queryClient.removeQueries({ type: 'inactive', predicate });
    void queryClient.resetQueries({ type: 'active', predicate });
  }, [userId, queryClient]);

  // A page the server rendered is already on screen: the stored session shows when it is settled.
  if (status === 'initializing' && !isServerRenderedPage()) return <BootSplash />;
  return <>{children}</>;
}
