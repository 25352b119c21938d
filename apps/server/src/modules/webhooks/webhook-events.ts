import { randomUUID } from 'node:crypto';
import type { TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import {
  type TWebhookEventType,
  WEBHOOK_API_VERSION,
  WEBHOOK_TEST_EVENT,
} from '@vitrina/shared/webhooks/webhook.schemas';
import type { TDb } from '../../db/client';
import type { TSaleRow } from '../../db/repositories/payment.repository';
import type { TRefundRow } from '../../db/repositories/refund.repository';
import { createWebhookRepository } from '../../db/repositories/webhook.repository';
import type { TBuildRow } from '../../db/tables/builds';

/** A new event id: `evt_` and 32 hex digits, the same in every attempt of every delivery. */
export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** The versioned body every event has: its id, type, version, when it happened, and its facts. */
export function eventBody(id: string, type: string, created: Date, data: Record<string, unknown>) {
  return { id, type, version: WEBHOOK_API_VERSION, created: created.toISOString(), data };
}

/**
 * Writes an event and one PENDING delivery per ACTIVE endpoint of the developer subscribed to its
 * type, in the caller's transaction (an outbox): a rolled back fact sends nothing, a committed one
 * is always sent. No subscriber, no row. Answers the event's id (null when nobody listens).
 */
async function emit(
  tx: TDb,
  input: { developerId: string; type: TWebhookEventType; at: Date; data: Record<string, unknown> },
): Promise<string | null> {
  const repo = createWebhookRepository(tx);
  const endpoints = await repo.subscribers(input.developerId, input.type);
  if (endpoints.length === 0) return null;
  const id = newEventId();
  await repo.insertEvent({
    id,
    developerId: input.developerId,
    type: input.type,
    body: eventBody(id, input.type, input.at, input.data),
    createdAt: input.at,
  });
  await repo.insertDeliveries(
    id,
    endpoints.map((endpoint) => endpoint.id),
    input.at,
  );
  return id;
}

/** The app an event is about, as its body names it. */
async function appOf(tx: TDb, projectId: string) {
  const app = await createWebhookRepository(tx).appOf(projectId);
  if (!app) throw new Error(`Project ${projectId} vanished`);
  return app;
}

/**
 * The developers' webhook events, one function per event, each called in the transaction of the
 * fact it tells of. Bodies hold ids, amounts in cents with their currency, and the app's id, slug
 * and name: nothing about the buyer (the developer's dashboard shows none either).
 */
export const webhookEvents = {
  /** A paid sale was recorded (a free claim, even one a 100 % code made, is no sale). */
  async saleCompleted(tx: TDb, sale: TSaleRow) {
    const app = await appOf(tx, sale.projectId);
    return emit(tx, {
      developerId: sale.developerId,
      type: 'sale.completed',
      at: sale.createdAt,
      data: {
        sale: {
          id: sale.id,
          amountCents: sale.amountCents,
          currency: sale.currency,
          commissionCents: sale.commissionCents,
          netCents: sale.netCents,
          createdAt: sale.createdAt.toISOString(),
        },
        app: { id: app.id, slug: app.slug, name: app.name },
      },
    });
  },

  /** A refund the provider confirmed was completed: the sale is reversed, the net debited. */
  async refundCompleted(tx: TDb, refund: TRefundRow, at: Date) {
    const app = await appOf(tx, refund.projectId);
    return emit(tx, {
      developerId: refund.developerId,
      type: 'refund.completed',
      at,
      data: {
        refund: {
          id: refund.id,
          saleId: refund.saleId,
          amountCents: refund.amountCents,
          currency: 'USD',
          netCents: refund.netCents,
          completedAt: (refund.completedAt ?? at).toISOString(),
        },
        app: { id: app.id, slug: app.slug, name: app.name },
      },
    });
  },

  /** An admin approved a build: `current` says whether it became the version the app serves. */
  async buildApproved(tx: TDb, build: TBuildRow, current: boolean, at: Date) {
    const app = await appOf(tx, build.projectId);
    return emit(tx, {
      developerId: app.developerId,
      type: 'build.approved',
      at,
      data: {
        build: {
          id: build.id,
          version: build.version,
          commitSha: build.commitSha,
          current,
          approvedAt: at.toISOString(),
        },
        app: { id: app.id, slug: app.slug, name: app.name },
      },
    });
  },

  /** A build's import failed, with the reason's code and facts (the dashboard's words for it). */
  async buildFailed(tx: TDb, build: TBuildRow, failure: TBuildFailure, at: Date) {
    const app = await appOf(tx, build.projectId);
    return emit(tx, {
      developerId: app.developerId,
      type: 'build.failed',
      at,
      data: {
        build: {
          id: build.id,
          version: build.version,
          sourceRef: build.sourceRef,
          failure: { code: failure.code, params: failure.params },
          failedAt: at.toISOString(),
        },
        app: { id: app.id, slug: app.slug, name: app.name },
      },
    });
  },
};

/** The test event "Enviar evento de prueba" sends to one endpoint. */
export async function emitTestEvent(tx: TDb, input: { developerId: string; endpointId: string; at: Date }) {
  const repo = createWebhookRepository(tx);
  const id = newEventId();
  await repo.insertEvent({
    id,
    developerId: input.developerId,
    type: WEBHOOK_TEST_EVENT,
    body: eventBody(id, WEBHOOK_TEST_EVENT, input.at, { endpointId: input.endpointId }),
    createdAt: input.at,
  });
  const [delivery] = await repo.insertDeliveries(id, [input.endpointId], input.at);
  if (!delivery) throw new Error('the test delivery was not written');
  return delivery;
}

export type TWebhookEvents = typeof webhookEvents;
