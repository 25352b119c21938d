import { describe, expect, it } from 'vitest';
import { chunk, runInBatches } from './run-in-batches';

describe('chunk', () => {
  it('splits into groups of the given size, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunk([], 3)).toEqual([]);
    expect(chunk([1, 2], 0)).toEqual([[1], [2]]);
  });
});

describe('runInBatches', () => {
  it('runs a batch in parallel, then waits the gap before the next', async () => {
    const events: string[] = [];
    let running = 0;
    let maxRunning = 0;
    const started = await runInBatches(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      async (item) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        events.push(item);
        await Promise.resolve();
        running -= 1;
      },
      {
        batchSize: 3,
        gapMs: 1000,
        wait: async (ms) => {
          events.push(`wait ${ms}`);
        },
      },
    );
    expect(started).toBe(7);
    expect(maxRunning).toBe(3);
    expect(events).toEqual(['a', 'b', 'c', 'wait 1000', 'd', 'e', 'f', 'wait 1000', 'g']);
  });

  it('keeps going when a task fails', async () => {
    const done: number[] = [];
    await runInBatches(
      [1, 2, 3, 4],
      async (item) => {
        if (item === 2) throw new Error('boom');
        done.push(item);
      },
      { batchSize: 2, gapMs: 0, wait: async () => {} },
    );
    expect(done).toEqual([1, 3, 4]);
  });

  it('stops before the next batch once aborted', async () => {
    const controller = new AbortController();
    const done: number[] = [];
    const started = await runInBatches(
      [1, 2, 3, 4, 5],
      async (item) => {
        done.push(item);
        if (item === 2) controller.abort();
      },
      { batchSize: 2, gapMs: 500, signal: controller.signal, wait: async () => {} },
    );
    expect(done).toEqual([1, 2]);
    expect(started).toBe(2);
  });

  it('really pauses between batches with the default wait', async () => {
    const times: number[] = [];
    const start = Date.now();
    await runInBatches([1, 2, 3], async () => void times.push(Date.now() - start), {
      batchSize: 2,
      gapMs: 60,
    });
    expect(times[2]).toBeGreaterThanOrEqual(55);
  });
});
