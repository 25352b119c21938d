import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { poolFigures } from '../../db/client';
import { createAppMetrics } from '../../lib/app-metrics';
import { listenWorkerFailures } from '../../lib/worker-failures';
import { startMetricsServer } from './metrics-server';
import { workerFigures } from './worker-figures';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics server's bound port once the app is ready; null when METRICS_PORT is unset. */
    metricsPort: number | null;
    /** What readiness needs besides the database: main.ts marks the workers started. */
    readiness: { workersStarted: boolean };
  }
  interface FastifyRequest {
    /** Counted in `http_requests_in_flight` until answered or abandoned. */
    inFlight: boolean;
  }
}

/** A route's pattern (`/api/projects/:slug`), never its address: the label's values stay few. */
const routeLabel = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** The gauges read when Prometheus scrapes: the database pool's use and each worker's queue. */
function scrapeTimeGauges(app: FastifyInstance) {
  const { registry } = app.metrics;
  const log = app.log;
  if (poolFigures(app.deps.db)) {
    const pool = (name: string, help: string, pick: 'total' | 'idle' | 'waiting') =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          const figures = poolFigures(app.deps.db);
          if (figures) this.set(figures[pick]);
        },
      });
    pool('vitrina_db_pool_connections', 'Connections the PostgreSQL pool holds', 'total');
    pool('vitrina_db_pool_idle_connections', 'Connections of the pool not in use', 'idle');
    pool('vitrina_db_pool_waiting_clients', 'Queries waiting for a free connection', 'waiting');
  }
  // One read of the queues per scrape serves both gauges.
  let pending: ReturnType<typeof workerFigures> | null = null;
  const figures = () => {
    pending ??= workerFigures(app.deps).finally(() => {
      pending = null;
    });
    return pending;
  };
  const perWorker = (name: string, help: string, pick: 'depth' | 'oldestAgeSeconds') =>
    new Gauge({
      name,
      help,
      labelNames: ['worker'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const row of await figures()) this.set({ worker: row.worker }, row[pick]);
        } catch (error) {
          log.warn({ err: error }, 'worker queue figures unavailable');
        }
      },
    });
  perWorker('vitrina_worker_queue_depth', 'Items a background worker still has to finish', 'depth');
  perWorker(
    'vitrina_worker_oldest_item_age_seconds',
    'Age of the oldest item a background worker still has to finish (0 when none)',
    'oldestAgeSeconds',
  );
}

/**
 * Prometheus metrics for the whole app (both sites): request durations by route pattern and status,
 * requests in flight, the read cache, the database pool, the workers' queues and failures, the
 * process. Served by a server of their own on METRICS_PORT (see metrics-server.ts), never here.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createAppMetrics();
  app.decorate('metrics', metrics);
  app.decorate('metricsPort', null);
  app.decorate('readiness', { workersStarted: false });
  app.decorateRequest('inFlight', false);
  scrapeTimeGauges(app);

  const stopListening = listenWorkerFailures(app.deps, (worker, kind) =>
    metrics.workerFailures.inc({ worker, kind }),
  );

  app.addHook('onRequest', async (request) => {
    request.inFlight = true;
    metrics.requestsInFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.inFlight) metrics.requestsInFlight.dec();
    request.inFlight = false;
    metrics.requestDuration.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onRequestAbort', async (request) => {
    if (request.inFlight) metrics.requestsInFlight.dec();
    request.inFlight = false;
  });

  const { METRICS_PORT, METRICS_HOST, METRICS_TOKEN } = app.deps.config;
  let close: (() => Promise<void>) | null = null;
  if (METRICS_PORT !== undefined) {
    app.addHook('onReady', async () => {
      const server = await startMetricsServer({
        registry: metrics.registry,
        port: METRICS_PORT,
        host: METRICS_HOST,
        token: METRICS_TOKEN,
        onError: (error) => app.log.error({ err: error }, 'metrics scrape failed'),
      });
      close = server.close;
      app.metricsPort = server.port;
      app.log.info({ port: server.port, host: METRICS_HOST }, 'metrics served');
    });
  }
  app.addHook('onClose', async () => {
    stopListening();
    await close?.();
  });
});
