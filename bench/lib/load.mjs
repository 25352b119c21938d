// HTTP load: one response captured byte for byte, and autocannon runs with exact latency percentiles.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';

/**
 * One GET as autocannon will send it, with the raw response bytes (still compressed when the
 * server compressed them): what the floor server answers from memory.
 */
export function captureResponse(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? null,
          contentEncoding: response.headers['content-encoding'] ?? null,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

/** The captured body as JSON (decompressed when needed), to check the case asks for real data. */
export function responseText(captured) {
  const bytes = captured.contentEncoding === 'gzip' ? gunzipSync(captured.body) : captured.body;
  return bytes.toString('utf8');
}

export function responseJson(captured) {
  return JSON.parse(responseText(captured));
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function run(options, onLatency) {
  const instance = autocannon(options);
  if (onLatency) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) onLatency(responseTime);
    });
  }
  return instance;
}

/**
 * Warms up, then loads `url` for `durationS` seconds. Requests/s is autocannon's mean of the
 * per-second counts; p50/p99 come from every 2xx response's own time (autocannon's histogram
 * keeps whole milliseconds, too coarse for fast answers).
 */
export async function measureLoad(url, headers, { connections, durationS, warmupS }) {
  const base = { url, headers, connections, timeout: 10 };
  if (warmupS > 0) await run({ ...base, duration: warmupS });
  const latencies = [];
  const result = await run({ ...base, duration: durationS }, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
