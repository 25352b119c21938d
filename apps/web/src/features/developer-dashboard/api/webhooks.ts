import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWebhookDeliveryPage,
  TWebhookEndpoint,
  TWebhookEndpointCreate,
  TWebhookEndpointList,
  TWebhookEndpointUpdate,
  TWebhookEndpointWithSecret,
  TWebhookTestSent,
} from '@vitrina/shared/webhooks/webhook.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

const BASE = '/developer/me/webhooks';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
/** Deliveries per page of the log. */
export const WEBHOOK_LOG_PAGE_SIZE = 10;
/** How often a list or log with a delivery still pending asks again (the worker sends it meanwhile). */
const PENDING_REFRESH_MS = 2_000;

/** The endpoints and every log: what each change below may have changed. */
function useRefreshWebhooks() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: developerDashboardKeys.webhooks(user?.id ?? '') });
}

/** GET /api/developer/me/webhooks: the endpoints, oldest first, each with its last delivery. */
export function useWebhookEndpoints() {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.webhooks(user?.id ?? ''),
    queryFn: ({ signal }) => apiClient.get<TWebhookEndpointList>(BASE, { signal }),
    enabled: !!user,
    refetchInterval: (query) =>
      query.state.data?.endpoints.some((endpoint) => endpoint.lastDelivery?.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
}

/** GET …/{id}/deliveries?page&size: one endpoint's log, newest first, a page at a time. */
export function useWebhookDeliveries(endpointId: string) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: developerDashboardKeys.webhookDeliveries(user?.id ?? '', endpointId),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<TWebhookDeliveryPage>(
        `${one(endpointId)}/deliveries?page=${pageParam}&size=${WEBHOOK_LOG_PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last: TWebhookDeliveryPage) => (last.hasNext ? last.currentPage + 1 : undefined),
    enabled: !!user,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.deliveries.some((delivery) => delivery.status === 'pending'),
      )
        ? PENDING_REFRESH_MS
        : false,
  });
}

/** POST /api/developer/me/webhooks: the new endpoint and its secret (answered this once). */
export function useCreateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (body: TWebhookEndpointCreate) => apiClient.post<TWebhookEndpointWithSecret>(BASE, body),
    onSuccess: refresh,
  });
}

/** PATCH …/{id}: its address (checked again by the server), events or description. */
export function useUpdateWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: ({ id, ...body }: TWebhookEndpointUpdate & { id: string }) =>
      apiClient.patch<TWebhookEndpoint>(one(id), body),
    onSuccess: refresh,
  });
}

/** DELETE …/{id}: the endpoint and its log. */
export function useDeleteWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(one(id)),
    onSuccess: refresh,
  });
}

/** POST …/{id}/rotate-secret: a new secret, answered once; the old one signs too for 24 hours. */
export function useRotateWebhookSecret() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<TWebhookEndpointWithSecret>(`${one(id)}/rotate-secret`),
    onSuccess: refresh,
  });
}

/** POST …/{id}/resume: a paused endpoint gets events again, from now on. */
export function useResumeWebhookEndpoint() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<TWebhookEndpoint>(`${one(id)}/resume`),
    onSuccess: refresh,
  });
}

/** POST …/{id}/test: a test event queued for this endpoint (202); the log shows how it went. */
export function useSendWebhookTest() {
  const refresh = useRefreshWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<TWebhookTestSent>(`${one(id)}/test`),
    onSuccess: refresh,
  });
}
