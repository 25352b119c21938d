import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { projectQueryOptions } from '../../features/catalogue/api/get-project';
import { checkoutIdOf, peekRedirectAfterLogin } from '../../lib/login-redirect';

interface TCheckoutReturn {
  /** Signing in (or up) here leads back to a checkout. */
  fromCheckout: boolean;
  /** The name of the app being bought, once known (null while loading or when it cannot be read). */
  appName: string | null;
}

/**
 * Whether the login or registration page was reached from a checkout (the remembered return path
 * is `/checkout/{id}`), and which app is being bought: read from the catalogue's public details,
 * sent as a prefetch so it does not count as a view of the app.
 */
export function useCheckoutReturn(): TCheckoutReturn {
  const [appId] = useState(() => checkoutIdOf(peekRedirectAfterLogin()));
  const project = useQuery({
    ...projectQueryOptions(appId ?? '', null, { prefetch: true }),
    enabled: appId !== null,
    retry: false,
  });
  return { fromCheckout: appId !== null, appName: project.data?.name ?? null };
}
