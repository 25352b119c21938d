import { and, arrayContains, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { users } from '../tables/accounts';
import { projects } from '../tables/catalogue';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../tables/webhooks';

export type TWebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type TWebhookEventRow = typeof webhookEvents.$inferSelect;
export type TWebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
/** A claimed delivery with what sending it needs: its event and its endpoint. */
export type TClaimedDelivery = {
  delivery: TWebhookDeliveryRow;
  event: TWebhookEventRow;
  endpoint: TWebhookEndpointRow;
};
/** What one attempt came to, written on the delivery. */
export type TAttemptOutcome = {
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  at: Date;
  nextAttemptAt: Date | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
};

export function createWebhookRepository(db: TDb) {
  return {
    /** Locks the developer's row for the rest of the transaction: their endpoints are counted under it. */
    async lockDeveloper(developerId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, developerId)).for('update');
    },

    async countEndpoints(developerId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.developerId, developerId));
      return Number(row?.n ?? 0);
    },

    async insertEndpoint(values: typeof webhookEndpoints.$inferInsert) {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row as TWebhookEndpointRow;
    },

    async findEndpoint(id: string) {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
      return row ?? null;
    },

    async lockEndpoint(id: string) {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
      return row ?? null;
    },

    async updateEndpoint(id: string, values: Partial<typeof webhookEndpoints.$inferInsert>) {
      const [row] = await db
        .update(webhookEndpoints)
        .set(values)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row ?? null;
    },

    async deleteEndpoint(id: string) {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** A developer's endpoints, oldest first (the order they were added in). */
    async listEndpoints(developerId: string) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.developerId, developerId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    /** Each endpoint's newest delivery with its event's type, by endpoint id. */
    async lastDeliveries(endpointIds: string[]) {
      if (endpointIds.length === 0) return new Map<string, { delivery: TWebhookDeliveryRow; type: string }>();
      const rows = await db
        .selectDistinctOn([webhookDeliveries.endpointId], {
          delivery: webhookDeliveries,
          type: webhookEvents.type,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(inArray(webhookDeliveries.endpointId, endpointIds))
        .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
      return new Map(rows.map((row) => [row.delivery.endpointId, row]));
    },

    /** The ACTIVE endpoints of a developer subscribed to an event type. */
    async subscribers(developerId: string, type: string) {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.developerId, developerId),
            eq(webhookEndpoints.status, 'ACTIVE'),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        );
    },

    /** An app as event bodies name it. */
    async appOf(projectId: string) {
      const [row] = await db
        .select({
          id: projects.id,
          slug: projects.slug,
          name: projects.name,
          developerId: projects.developerId,
        })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row ?? null;
    },

    async insertEvent(values: typeof webhookEvents.$inferInsert) {
      await db.insert(webhookEvents).values(values);
    },

    /** One PENDING delivery per endpoint, due at once; answers them. */
    async insertDeliveries(eventId: string, endpointIds: string[], now: Date) {
      if (endpointIds.length === 0) return [];
      return db
        .insert(webhookDeliveries)
        .values(
          endpointIds.map((endpointId) => ({
            eventId,
            endpointId,
            nextAttemptAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning();
    },

    /** An endpoint's deliveries, newest first, with their event's type. */
    async deliveriesOf(endpointId: string, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ delivery: webhookDeliveries, type: webhookEvents.type })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(eq(webhookDeliveries.endpointId, endpointId))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * Claims the delivery due first: a row picked with FOR UPDATE SKIP LOCKED and leased with one
     * UPDATE, so two workers (or processes) never send one delivery at the same time. A lease that
     * ran out (its worker stopped mid-send) makes the row claimable again.
     */
    async claimDue(now: Date, leaseUntil: Date): Promise<TClaimedDelivery | null> {
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.status, 'PENDING'),
            lte(webhookDeliveries.nextAttemptAt, now),
            or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [delivery] = await db
        .update(webhookDeliveries)
        .set({ lockedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1`, updatedAt: now })
        .where(inArray(webhookDeliveries.id, due))
        .returning();
      if (!delivery) return null;
      const [row] = await db
        .select({ event: webhookEvents, endpoint: webhookEndpoints })
        .from(webhookEvents)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, delivery.endpointId))
        .where(eq(webhookEvents.id, delivery.eventId));
      if (!row) return null;
      return { delivery, ...row };
    },

    /** Writes an attempt's outcome, if the claim (its attempt number) is still the caller's. */
    async recordAttempt(delivery: TWebhookDeliveryRow, outcome: TAttemptOutcome) {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          status: outcome.status,
          nextAttemptAt: outcome.nextAttemptAt,
          lockedUntil: null,
          lastAttemptAt: outcome.at,
          responseStatus: outcome.responseStatus,
          responseExcerpt: outcome.responseExcerpt,
          lastError: outcome.error,
          updatedAt: outcome.at,
        })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts)))
        .returning();
      return row ?? null;
    },

    /** Gives up every delivery still waiting for an endpoint (it was paused). */
    async failPending(endpointId: string, now: Date, error: string) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'FAILED', nextAttemptAt: null, lockedUntil: null, lastError: error, updatedAt: now })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'PENDING')));
    },

    async findDelivery(id: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, type: webhookEvents.type })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.id, id));
      return row ?? null;
    },
  };
}

export type TWebhookRepository = ReturnType<typeof createWebhookRepository>;
