import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (served on the metrics port only; see modules/metrics). */
    metrics: TAppMetrics;
  }
}

/**
 * One registry per app (tests build several apps in one process): the request figures, the read
 * cache's hits and misses, the workers' failures and the process's own figures. The gauges read at
 * scrape time (pool, queues) are added by modules/metrics.
 */
export function createAppMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    requestsInFlight: new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests received and not answered yet',
      registers: [registry],
    }),
    readCache: new Counter({
      name: 'vitrina_read_cache_lookups_total',
      help: 'Lookups in the read cache, by cache (public or personal) and result (hit or miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    }),
    workerFailures: new Counter({
      name: 'vitrina_worker_failures_total',
      help: 'Failures the background workers recorded, by worker and kind',
      labelNames: ['worker', 'kind'] as const,
      registers: [registry],
    }),
  };
}

export type TAppMetrics = ReturnType<typeof createAppMetrics>;
