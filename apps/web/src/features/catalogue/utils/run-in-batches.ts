/** Splits a list into consecutive groups of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += step) groups.push(items.slice(start, start + step));
  return groups;
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export interface TBatchOptions {
  /** How many tasks run at the same time. */
  batchSize: number;
  /** The wait after one batch ends and before the next starts. */
  gapMs: number;
  /** Stops before the next batch (a batch already started finishes on its own). */
  signal?: AbortSignal;
  /** Replaceable in tests. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Runs `task` over `items` a few at a time with a pause between batches, so background work
 * (preloading details and images) never competes with what the person is doing. A failing task
 * does not stop the others. Resolves with how many items were started.
 */
export async function runInBatches<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  { batchSize, gapMs, signal, wait = pause }: TBatchOptions,
): Promise<number> {
  let started = 0;
  const batches = chunk(items, batchSize);
  for (const [index, batch] of batches.entries()) {
    if (signal?.aborted) break;
    if (index > 0) {
      await wait(gapMs, signal);
      if (signal?.aborted) break;
    }
    started += batch.length;
    await Promise.allSettled(batch.map((item) => task(item)));
  }
  return started;
}
