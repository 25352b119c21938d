import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import X from 'lucide-react/icons/x';
import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageClockProvider } from '../lib/page-clock';
import { persistOptions, queryClient } from '../lib/query-client';
import { getLoadedToastify, onToastifyLoaded } from '../lib/toast';
import { BootSplash, SessionGate } from './session/session-gate';

/**
 * Toasts (react-toastify), labelled in the reader's language. The container mounts once the
 * library has loaded, i.e. when the first toast is shown (lib/toast).
 */
function Toasts() {
  const { t } = useTranslation();
  const toastify = useSyncExternalStore(onToastifyLoaded, getLoadedToastify, getLoadedToastify);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      // Bottom-left: clear of the user menu (top right) and the session banner (bottom right).
      position="bottom-left"
      autoClose={5000}
      newestOnTop
      pauseOnFocusLoss={false}
      aria-label={t('toasts.label')}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            closeToast(true);
          }}
          aria-label={t('actions.close')}
          className="self-start rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    />
  );
}

interface TAppProvidersProps {
  children: ReactNode;
  /** The server renders each request with a cache of its own, never persisted. */
  serverQueryClient?: QueryClient;
  /** When a page the server renders (or rendered, while it hydrates) was rendered (lib/page-clock). */
  renderedAt?: number;
}

/** Data cache (persisted in the browser), translations, session start-up and toasts around the app. */
export function AppProviders({ children, serverQueryClient, renderedAt }: TAppProvidersProps) {
  const app = (
    <PageClockProvider renderedAt={renderedAt}>
      <Suspense fallback={<BootSplash />}>
        <SessionGate>{children}</SessionGate>
        <Toasts />
      </Suspense>
    </PageClockProvider>
  );
  if (serverQueryClient) return <QueryClientProvider client={serverQueryClient}>{app}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {app}
    </PersistQueryClientProvider>
  );
}
