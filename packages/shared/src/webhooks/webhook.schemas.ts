import { z } from 'zod';

/** The events a developer's endpoint may subscribe to; a test event is sent on request only. */
export const WEBHOOK_EVENT_TYPES = [
  'sale.completed',
  'refund.completed',
  'build.approved',
  'build.failed',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The type of the event "Enviar evento de prueba" sends (to that endpoint only). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The version of the event bodies (`version` in each body); a change that breaks readers makes a new one. */
export const WEBHOOK_API_VERSION = 1;

/** A developer's endpoints and what each may hold. */
export const WEBHOOK_LIMITS = {
  endpointsMax: 5,
  urlMax: 2048,
  descriptionMax: 200,
  /** The first bytes of an answer kept in the delivery log. */
  responseExcerptBytes: 1024,
} as const;

/** An endpoint's address: checked for form here, and for where it leads on the server. */
export const ZWebhookUrl = z
  .string({ error: 'webhook.urlInvalid' })
  .trim()
  .min(1, 'webhook.urlRequired')
  .max(WEBHOOK_LIMITS.urlMax, 'webhook.urlTooLong')
  .refine((value) => URL.canParse(value), 'webhook.urlInvalid');

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'webhook.eventUnknown' }), { error: 'webhook.eventsRequired' })
  .min(1, 'webhook.eventsRequired')
  .max(WEBHOOK_EVENT_TYPES.length, 'webhook.eventsRequired')
  .refine((events) => new Set(events).size === events.length, 'webhook.eventsRepeated');

const ZDescription = z
  .string({ error: 'webhook.descriptionTooLong' })
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMax, 'webhook.descriptionTooLong');

/** `POST /api/developer/me/webhooks`: a new endpoint. */
export const ZWebhookEndpointCreate = z.object({
  url: ZWebhookUrl,
  events: ZEvents,
  description: ZDescription.nullable().optional(),
});
export type TWebhookEndpointCreate = z.input<typeof ZWebhookEndpointCreate>;

/** `PATCH /api/developer/me/webhooks/{id}`: its address, events or description. */
export const ZWebhookEndpointUpdate = z
  .object({
    url: ZWebhookUrl.optional(),
    events: ZEvents.optional(),
    description: ZDescription.nullable().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'webhook.nothingToChange',
  });
export type TWebhookEndpointUpdate = z.input<typeof ZWebhookEndpointUpdate>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** The last delivery an endpoint made or is making (the list shows it). */
const ZDeliverySummary = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  eventType: z.string(),
  at: z.string(),
  responseStatus: z.number().nullable(),
});

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(['active', 'paused']),
  /** Why it is paused: `failing` (3 days of failed deliveries); null while active. */
  pausedReason: z.enum(['failing']).nullable(),
  pausedAt: z.string().nullable(),
  /** Since when every delivery has failed (null: the last one succeeded, or none was made). */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation is still signed with (null: none). */
  previousSecretExpiresAt: z.string().nullable(),
  lastDelivery: ZDeliverySummary.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({
  endpoints: z.array(ZWebhookEndpoint),
  /** How many endpoints a developer may have. */
  limit: z.number(),
});
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** An endpoint with its signing secret: answered once, when it is made or its secret rotated. */
export const ZWebhookEndpointWithSecret = z.object({
  endpoint: ZWebhookEndpoint,
  secret: z.string(),
});
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  responseStatus: z.number().nullable(),
  /** The first 1 KB of the last answer, as text. */
  responseExcerpt: z.string().nullable(),
  /** Why the last attempt failed without an answer (timeout, refused address, network). */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryQuery = z.object({
  page: z.coerce.number({ error: 'webhook.pageInvalid' }).int().min(0).max(100_000).default(0),
  size: z.coerce.number({ error: 'webhook.pageInvalid' }).int().min(1).max(100).default(20),
});
export type TWebhookDeliveryQuery = z.input<typeof ZWebhookDeliveryQuery>;

export const ZWebhookDeliveryPage = z.object({
  deliveries: z.array(ZWebhookDelivery),
  currentPage: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
  hasNext: z.boolean(),
});
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

/** `POST …/{id}/test`: the test delivery queued (the log shows how it went). */
export const ZWebhookTestSent = z.object({ delivery: ZWebhookDelivery });
export type TWebhookTestSent = z.infer<typeof ZWebhookTestSent>;
