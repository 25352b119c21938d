import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { createWebhookRepository, type TClaimedDelivery } from '../../db/repositories/webhook.repository';
import { startPollingWorker } from '../../lib/polling-worker';
import { reportWorkerFailure } from '../../lib/worker-failures';
import type { TNotifications } from '../notifications';
import { AddressRefused, systemResolve, type TResolve, vetWebhookUrl } from './address-guard';
import { postWebhook, type TWebhookAnswer, WebhookNetworkError } from './webhook-sender';
import { signatureHeader } from './webhook-signature';

/** How long a claimed delivery is reserved for its worker (well past the longest attempt). */
const LEASE_MS = 2 * 60 * 1000;
/** An event is retried until this long after it happened; an endpoint failing this long is paused. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** The waits after the 1st, 2nd, … failed attempt; then every 6 hours. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

/** The wait after `attempts` failed attempts, with up to ±10 % jitter (so retries of many spread). */
export function retryDelayMs(attempts: number, random = Math.random) {
  const base = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? 60_000;
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** An answer worth another attempt: 429 and 5xx (2xx is success; 3xx and other 4xx fail for good). */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * Delivers the webhook outbox: claims a due delivery (FOR UPDATE SKIP LOCKED and a lease, so two
 * processes never send one at once), checks its endpoint's address again (DNS may have changed)
 * and POSTs the event's body to the address checked, signed with the endpoint's secrets. A 2xx is
 * delivered; a network error, timeout, 429 or 5xx is retried with backoff until 3 days after the
 * event; a 3xx or another 4xx fails at once. An endpoint whose attempts have all failed for 3 days
 * is paused, its waiting deliveries given up, and its developer told.
 */
export function createWebhookWorker(
  deps: TAppDeps,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  told: { notifications: TNotifications; resolve?: TResolve },
) {
  const { db, clock, config } = deps;
  const repo = createWebhookRepository(db);
  const resolve = told.resolve ?? systemResolve;

  /** One attempt: the receiver's answer, or why there was none. */
  async function attempt(claimed: TClaimedDelivery): Promise<TWebhookAnswer | { error: string }> {
    const { event, endpoint } = claimed;
    const now = clock.now();
    const body = JSON.stringify(event.body);
    const timestamp = Math.floor(now.getTime() / 1000);
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
      secrets.push(endpoint.previousSecret);
    try {
      const vetted = await vetWebhookUrl(endpoint.url, {
        allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK,
        resolve,
      });
      return await postWebhook({
        vetted,
        body,
        timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Vitrina-Webhooks/1',
          'Vitrina-Event-Id': event.id,
          'Vitrina-Event-Type': event.type,
          'Vitrina-Signature': signatureHeader(secrets, timestamp, body),
        },
      });
    } catch (error) {
      if (error instanceof AddressRefused) return { error: `address refused: ${error.messageKey}` };
      if (error instanceof WebhookNetworkError) return { error: error.timedOut ? 'timeout' : error.message };
      return { error: (error as Error).message };
    }
  }

  /** Pauses an endpoint failing for 3 days (once, with its row locked) and tells its developer. */
  async function pauseIfFailing(claimed: TClaimedDelivery, lastResult: string) {
    await db.transaction(async (tx) => {
      const locked = createWebhookRepository(tx);
      const endpoint = await locked.lockEndpoint(claimed.endpoint.id);
      const now = clock.now();
      if (endpoint?.status !== 'ACTIVE') return;
      const since = endpoint.failingSince ?? now;
      if (!endpoint.failingSince) await locked.updateEndpoint(endpoint.id, { failingSince: now });
      if (now.getTime() - since.getTime() < WEBHOOK_RETRY_WINDOW_MS) return;
      await locked.updateEndpoint(endpoint.id, {
        status: 'PAUSED',
        pausedReason: 'failing',
        pausedAt: now,
        updatedAt: now,
      });
      await locked.failPending(endpoint.id, now, 'endpoint paused');
      await told.notifications.webhookPaused(tx, {
        developerId: endpoint.developerId,
        endpointId: endpoint.id,
        url: endpoint.url,
        lastResult,
        at: now,
      });
      log.warn({ endpointId: endpoint.id }, 'webhook endpoint paused after 3 days of failures');
    });
  }

  /** Sends one due delivery; false when nothing was due. */
  async function deliverNext(): Promise<boolean> {
    const now = clock.now();
    const claimed = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS));
    if (!claimed) return false;
    const { delivery, event, endpoint } = claimed;
    const answer = await attempt(claimed);
    const at = clock.now();
    const status = 'status' in answer ? answer.status : null;
    const delivered = status !== null && status >= 200 && status < 300;
    // Retried until 3 days after the event, the last attempt at that moment exactly.
    const deadline = event.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
    const next = new Date(Math.min(at.getTime() + retryDelayMs(delivery.attempts), deadline));
    const again = !delivered && (status === null || retryable(status)) && at.getTime() < deadline;
    await repo.recordAttempt(delivery, {
      status: delivered ? 'DELIVERED' : again ? 'PENDING' : 'FAILED',
      at,
      nextAttemptAt: again ? next : null,
      responseStatus: status,
      responseExcerpt: 'excerpt' in answer ? answer.excerpt : null,
      error: 'error' in answer ? answer.error : null,
    });
    const fields = {
      deliveryId: delivery.id,
      eventId: event.id,
      endpointId: endpoint.id,
      attempts: delivery.attempts,
      status,
    };
    if (delivered) {
      // Any success ends a run of failures (read fresh: another delivery may have started one).
      await repo.updateEndpoint(endpoint.id, { failingSince: null });
      log.info(fields, 'webhook delivered');
    } else {
      const result = status !== null ? `HTTP ${status}` : 'error' in answer ? answer.error : 'error';
      reportWorkerFailure(deps, 'webhooks', again ? 'retry' : 'gave_up');
      log.warn(
        { ...fields, result },
        again ? 'webhook attempt failed; will retry' : 'webhook delivery failed',
      );
      await pauseIfFailing(claimed, result);
    }
    return true;
  }

  return {
    deliverNext,
    /** Sends everything due now (tests, and each tick of the worker). */
    async drain(limit = 50) {
      let sent = 0;
      while (sent < limit && (await deliverNext())) sent += 1;
      return sent;
    },
  };
}

export type TWebhookWorker = ReturnType<typeof createWebhookWorker>;

/** Runs the webhook outbox every WEBHOOKS_POLL_MS in this process until stopped. */
export function startWebhookWorker(
  worker: TWebhookWorker,
  pollMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  return startPollingWorker(() => worker.drain(), pollMs, log, 'webhook worker');
}
