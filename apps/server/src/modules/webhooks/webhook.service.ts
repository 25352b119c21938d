import type {
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookEndpoint,
  TWebhookEndpointCreate,
  TWebhookEndpointList,
  TWebhookEndpointUpdate,
  TWebhookEndpointWithSecret,
  TWebhookEventType,
} from '@vitrina/shared/webhooks/webhook.schemas';
import { WEBHOOK_LIMITS } from '@vitrina/shared/webhooks/webhook.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import {
  createWebhookRepository,
  type TWebhookDeliveryRow,
  type TWebhookEndpointRow,
} from '../../db/repositories/webhook.repository';
import { AppError, fieldError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { createWebhookAccess, type TActor } from '../access';
import { AddressRefused, systemResolve, type TResolve, vetWebhookUrl } from './address-guard';
import { emitTestEvent } from './webhook-events';
import { newWebhookSecret } from './webhook-signature';

/** How long the secret before a rotation keeps signing beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/** An attempt's delivery as the log shows it. */
export function deliveryView(row: TWebhookDeliveryRow, eventType: string): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType,
    status: row.status === 'PENDING' ? 'pending' : row.status === 'DELIVERED' ? 'delivered' : 'failed',
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    error: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A developer's webhook endpoints: adding (the address checked, at most 5, the secret answered
 * once), changing, rotating the secret (the old one signs beside it for 24 hours), resuming a paused
 * one, deleting, a test event, and the delivery log.
 */
export function createWebhookService(deps: TAppDeps, options: { resolve?: TResolve } = {}) {
  const { db, clock, config } = deps;
  const repo = createWebhookRepository(db);
  const access = createWebhookAccess(db);
  const resolve = options.resolve ?? systemResolve;

  /** The address checked where it leads now; a refusal is said on the url field. */
  async function checkedUrl(url: string) {
    try {
      await vetWebhookUrl(url, { allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK, resolve });
    } catch (error) {
      if (error instanceof AddressRefused)
        throw fieldError('url', error.messageKey, 'WEBHOOK_ADDRESS_REFUSED');
      throw error;
    }
    return new URL(url).toString();
  }

  function view(
    row: TWebhookEndpointRow,
    last: { delivery: TWebhookDeliveryRow; type: string } | undefined,
  ): TWebhookEndpoint {
    const now = clock.now();
    const previousValid = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events as TWebhookEventType[],
      status: row.status === 'ACTIVE' ? 'active' : 'paused',
      pausedReason: row.status === 'PAUSED' ? (row.pausedReason ?? 'failing') : null,
      pausedAt: row.pausedAt?.toISOString() ?? null,
      failingSince: row.failingSince?.toISOString() ?? null,
      previousSecretExpiresAt: previousValid ? (row.previousSecretExpiresAt?.toISOString() ?? null) : null,
      lastDelivery: last
        ? {
            status: deliveryView(last.delivery, last.type).status,
            eventType: last.type,
            at: (last.delivery.lastAttemptAt ?? last.delivery.createdAt).toISOString(),
            responseStatus: last.delivery.responseStatus,
          }
        : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function viewOne(row: TWebhookEndpointRow) {
    return view(row, (await repo.lastDeliveries([row.id])).get(row.id));
  }

  const audit = (actor: NonNullable<TActor>, action: string, endpoint: TWebhookEndpointRow, data = {}) =>
    writeAudit(db, {
      actorId: actor.id,
      action,
      entityType: 'webhook_endpoint',
      entityId: endpoint.id,
      data,
    });

  return {
    /** `GET /api/developer/me/webhooks`: every endpoint, oldest first, with its last delivery. */
    async list(actor: NonNullable<TActor>): Promise<TWebhookEndpointList> {
      access.authorizeCreate(actor);
      const rows = await repo.listEndpoints(actor.id);
      const last = await repo.lastDeliveries(rows.map((row) => row.id));
      return {
        endpoints: rows.map((row) => view(row, last.get(row.id))),
        limit: WEBHOOK_LIMITS.endpointsMax,
      };
    },

    /** `POST /api/developer/me/webhooks`: a new endpoint; its secret is answered this once. */
    async create(
      actor: NonNullable<TActor>,
      input: TWebhookEndpointCreate,
    ): Promise<TWebhookEndpointWithSecret> {
      access.authorizeCreate(actor);
      const url = await checkedUrl(input.url);
      const now = clock.now();
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const locked = createWebhookRepository(tx);
        // Counted with the developer's row locked: two concurrent adds never make a sixth.
        await locked.lockDeveloper(actor.id);
        if ((await locked.countEndpoints(actor.id)) >= WEBHOOK_LIMITS.endpointsMax)
          throw new AppError('WEBHOOK_LIMIT_REACHED', 'webhook.limitReached');
        const made = await locked.insertEndpoint({
          developerId: actor.id,
          url,
          description: input.description || null,
          events: input.events,
          secret,
          createdAt: now,
          updatedAt: now,
        });
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'webhook.created',
          entityType: 'webhook_endpoint',
          entityId: made.id,
          data: { url, events: input.events },
        });
        return made;
      });
      return { endpoint: view(row, undefined), secret };
    },

    /** `PATCH …/{id}`: its address (checked again), events or description. */
    async update(actor: NonNullable<TActor>, id: string, input: TWebhookEndpointUpdate) {
      const endpoint = await access.loadFor(id, actor, 'change');
      const url = input.url === undefined ? undefined : await checkedUrl(input.url);
      const row = await repo.updateEndpoint(endpoint.id, {
        ...(url === undefined ? {} : { url }),
        ...(input.events === undefined ? {} : { events: input.events }),
        ...(input.description === undefined ? {} : { description: input.description || null }),
        updatedAt: clock.now(),
      });
      if (!row) throw new AppError('NOT_FOUND', 'webhook.notFound');
      await audit(actor, 'webhook.updated', row, { url: row.url, events: row.events });
      return viewOne(row);
    },

    /** `DELETE …/{id}`: the endpoint and its log. */
    async remove(actor: NonNullable<TActor>, id: string) {
      const endpoint = await access.loadFor(id, actor, 'change');
      await db.transaction(async (tx) => {
        await createWebhookRepository(tx).deleteEndpoint(endpoint.id);
        await writeAudit(tx, {
          actorId: actor.id,
          action: 'webhook.deleted',
          entityType: 'webhook_endpoint',
          entityId: endpoint.id,
          data: { url: endpoint.url },
        });
      });
    },

    /** `POST …/{id}/rotate-secret`: a new secret, answered once; the old one signs too for 24 hours. */
    async rotateSecret(actor: NonNullable<TActor>, id: string): Promise<TWebhookEndpointWithSecret> {
      const endpoint = await access.loadFor(id, actor, 'change');
      const now = clock.now();
      const secret = newWebhookSecret();
      const row = await repo.updateEndpoint(endpoint.id, {
        secret,
        previousSecret: endpoint.secret,
        previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000),
        updatedAt: now,
      });
      if (!row) throw new AppError('NOT_FOUND', 'webhook.notFound');
      await audit(actor, 'webhook.secret_rotated', row);
      return { endpoint: await viewOne(row), secret };
    },

    /** `POST …/{id}/resume`: a paused endpoint gets events again (from now on); an active one stays so. */
    async resume(actor: NonNullable<TActor>, id: string) {
      const endpoint = await access.loadFor(id, actor, 'change');
      if (endpoint.status === 'ACTIVE') return viewOne(endpoint);
      const row = await repo.updateEndpoint(endpoint.id, {
        status: 'ACTIVE',
        pausedReason: null,
        pausedAt: null,
        failingSince: null,
        updatedAt: clock.now(),
      });
      if (!row) throw new AppError('NOT_FOUND', 'webhook.notFound');
      await audit(actor, 'webhook.resumed', row);
      return viewOne(row);
    },

    /** `POST …/{id}/test`: a `webhook.test` event queued for this endpoint (paused ones too). */
    async sendTest(actor: NonNullable<TActor>, id: string) {
      const endpoint = await access.loadFor(id, actor, 'change');
      const delivery = await db.transaction((tx) =>
        emitTestEvent(tx, { developerId: actor.id, endpointId: endpoint.id, at: clock.now() }),
      );
      return { delivery: deliveryView(delivery, 'webhook.test') };
    },

    /** `GET …/{id}/deliveries`: the endpoint's delivery log, newest first, a page at a time. */
    async deliveries(
      actor: NonNullable<TActor>,
      id: string,
      query: { page: number; size: number },
    ): Promise<TWebhookDeliveryPage> {
      const endpoint = await access.loadFor(id, actor, 'read');
      const { rows, total } = await repo.deliveriesOf(endpoint.id, query.page, query.size);
      return {
        deliveries: rows.map((row) => deliveryView(row.delivery, row.type)),
        ...pageOf(total, query.page, query.size),
      };
    },
  };
}

export type TWebhookService = ReturnType<typeof createWebhookService>;
