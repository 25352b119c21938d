import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { engagementKeys } from './engagement-query-keys';

/**
 * A purchased order (spec section 3). The payments issue adds its schema to @vitrina/shared;
 * until then the client reads the contract's shape loosely (see readPurchasedOrders).
 */
export interface TPurchasedOrder {
  id: string;
  projectId: string;
  projectName: string;
  projectImage: string | null;
  developerName: string;
  purchaseDate: string;
  amount: number;
  paymentMethod: string;
  /** completed, pending, failed; anything else is shown as refunded. */
  status: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Keeps the orders that name a project; missing fields become empty rather than breaking the list. */
export function readPurchasedOrders(data: unknown): TPurchasedOrder[] {
  const list = (data as { purchasedProjects?: unknown } | null)?.purchasedProjects;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): TPurchasedOrder[] => {
    if (!item || typeof item !== 'object') return [];
    const order = item as Record<string, unknown>;
    const projectId = text(order.projectId);
    if (!projectId) return [];
    const amount = typeof order.amount === 'number' ? order.amount : Number(order.amount);
    return [
      {
        id: text(order.id) || `${projectId}-${text(order.purchaseDate)}`,
        projectId,
        projectName: text(order.projectName),
        projectImage: text(order.projectImage) || null,
        developerName: text(order.developerName),
        purchaseDate: text(order.purchaseDate),
        amount: Number.isFinite(amount) ? amount : 0,
        paymentMethod: text(order.paymentMethod),
        status: text(order.status),
      },
    ];
  });
}

/** GET /api/user/purchased: {purchasedProjects: [purchased orders]}. */
export async function getPurchasedProjects(signal?: AbortSignal): Promise<TPurchasedOrder[]> {
  return readPurchasedOrders(await apiClient.get<unknown>('/user/purchased', { signal }));
}

/** The signed-in person's purchases, newest first. */
export function usePurchasedProjects() {
  const { user } = useSession();
  return useQuery({
    queryKey: engagementKeys.purchased(user?.id ?? ''),
    queryFn: async ({ signal }) => {
      const orders = await getPurchasedProjects(signal);
      return orders.sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate));
    },
    enabled: !!user,
  });
}
