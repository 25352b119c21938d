/**
 * Runs `tick` every `pollMs` in this process until the returned function is called: one tick at a
 * time (a slow one delays the next rather than overlapping it), a failed tick logged and the loop
 * kept going, and the timer never keeps the process alive on its own. The returned function stops
 * the loop and waits for the tick under way.
 */
export function startPollingWorker(
  tick: () => Promise<unknown>,
  pollMs: number,
  log: { error: (fields: object, message: string) => void },
  name: string,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await tick();
      } catch (error) {
        log.error({ err: error }, `${name} tick failed`);
      }
    });
  }, pollMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
