/** Time source, injectable so tests can move time forward instead of waiting. */
export type TClock = { now: () => Date };
export const systemClock: TClock = { now: () => new Date() };
