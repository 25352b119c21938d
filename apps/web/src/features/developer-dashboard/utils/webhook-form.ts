import {
  type TWebhookDelivery,
  type TWebhookEndpointCreate,
  WEBHOOK_LIMITS,
  ZWebhookEndpointCreate,
} from '@vitrina/shared/webhooks/webhook.schemas';
import { z } from 'zod';

/**
 * The endpoint form ('Añadir endpoint', and changing one), as typed: the server's own address and
 * events rules, checked in the browser before the server checks again (and resolves the address).
 */
export const ZWebhookForm = z.object({
  url: ZWebhookEndpointCreate.shape.url,
  events: ZWebhookEndpointCreate.shape.events,
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMax, 'webhook.descriptionTooLong'),
});
export type TWebhookForm = z.infer<typeof ZWebhookForm>;

export const WEBHOOK_FORM_FIELDS = ['url', 'events', 'description'] as const;
type TWebhookFormField = (typeof WEBHOOK_FORM_FIELDS)[number];

/** The form's values as the API's body (to add one, or as a PATCH): an empty description is none. */
export function webhookBody(values: TWebhookForm): TWebhookEndpointCreate {
  const description = values.description.trim();
  return { url: values.url.trim(), events: [...values.events], description: description || null };
}

/** The form's field a server detail names ('url', 'body.events', '/events/0'), or null. */
export function webhookField(field: string): TWebhookFormField | null {
  const parts = field.split(/[./]/).filter(Boolean);
  // An event named by its place in the list ('events.1') is the events' field.
  const name = parts.find((part) => (WEBHOOK_FORM_FIELDS as readonly string[]).includes(part));
  return (name as TWebhookFormField | undefined) ?? null;
}

/** How a delivery stands in the log: a pending one that was already tried is being retried. */
export type TDeliveryState = 'delivered' | 'retrying' | 'failed' | 'pending';

export function deliveryState(delivery: Pick<TWebhookDelivery, 'status' | 'attempts'>): TDeliveryState {
  if (delivery.status === 'pending') return delivery.attempts > 0 ? 'retrying' : 'pending';
  return delivery.status;
}

/**
 * How an endpoint's last delivery stands, from the list's summary (which has no attempt count): a
 * pending one that already got an answer is being retried.
 */
export function lastDeliveryState(last: Pick<TWebhookDelivery, 'status' | 'responseStatus'>): TDeliveryState {
  return deliveryState({ status: last.status, attempts: last.responseStatus === null ? 0 : 1 });
}

/**
 * Why an attempt got no answer, as the log says it: the time limit, an address the server refused
 * (a message key of its own), or what the network said (kept as it came: it is technical).
 */
export type TDeliveryProblem =
  | { kind: 'timeout' }
  | { kind: 'refused'; messageKey: string }
  | { kind: 'network'; detail: string };

export function deliveryProblem(error: string | null): TDeliveryProblem | null {
  if (!error) return null;
  if (error === 'timeout') return { kind: 'timeout' };
  const refused = /^address refused: (webhook\.[A-Za-z]+)$/.exec(error);
  if (refused?.[1]) return { kind: 'refused', messageKey: refused[1] };
  return { kind: 'network', detail: error };
}
