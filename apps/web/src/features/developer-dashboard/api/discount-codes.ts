import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDiscountCode,
  TDiscountCodeCreate,
  TDiscountCodeList,
  TDiscountCodeUpdate,
} from '@vitrina/shared/payments/discount.schemas';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { developerDashboardKeys } from './developer-dashboard-query-keys';

/** GET /api/developer/me/discount-codes: the developer's codes, newest first, with their uses and sales. */
export function useDiscountCodes() {
  const { user } = useSession();
  return useQuery({
    queryKey: developerDashboardKeys.discountCodes(user?.id ?? ''),
    queryFn: ({ signal }) => apiClient.get<TDiscountCodeList>('/developer/me/discount-codes', { signal }),
    enabled: !!user,
  });
}

/** POST /api/developer/me/discount-codes. Errors: VALIDATION_ERROR per field, DUPLICATE_DISCOUNT_CODE. */
export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: TDiscountCodeCreate) =>
      apiClient.post<TDiscountCode>('/developer/me/discount-codes', body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: developerDashboardKeys.discountCodes(user?.id ?? '') }),
  });
}

/** PATCH /api/developer/me/discount-codes/{id}: pause or resume it (and its other settings). */
export function useUpdateDiscountCode() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ id, ...body }: TDiscountCodeUpdate & { id: string }) =>
      apiClient.patch<TDiscountCode>(`/developer/me/discount-codes/${encodeURIComponent(id)}`, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: developerDashboardKeys.discountCodes(user?.id ?? '') }),
  });
}
