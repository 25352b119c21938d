import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@vitrina/shared/config/public-config';
import { apiClient } from './api-client';

/** The public settings of `GET /api/config` (product name, commission, currency, payments); several features read it. */
export type TAppConfig = TPublicConfig;

export const appConfigQueryKey = ['config'] as const;

/** GET /api/config. */
export function getAppConfig(signal?: AbortSignal): Promise<TAppConfig> {
  return apiClient.get<TAppConfig>('/config', { signal });
}

/** Settings change only with a server restart: ten minutes fresh is plenty. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: appConfigQueryKey,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
