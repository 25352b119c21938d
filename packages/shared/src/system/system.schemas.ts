import { z } from 'zod';

/** The background workers, as the admin's system tab names them. */
export const SYSTEM_WORKERS = ['mail', 'builds', 'refunds', 'githubChecks', 'owners', 'webhooks'] as const;

/** What kind of work an item of the stuck lists is. */
export const STUCK_KINDS = ['mail', 'refund', 'build', 'github_check'] as const;
export type TStuckKind = (typeof STUCK_KINDS)[number];

/** What an admin may do with a stuck item (not every kind allows every action). */
export const STUCK_ACTIONS = ['retry', 'give_up', 'handled'] as const;
export type TStuckAction = (typeof STUCK_ACTIONS)[number];

/** The reason an admin gives when giving up: 1–500 characters. */
export const STUCK_REASON_MAX = 500;

export const ZSystemWorker = z.object({
  worker: z.enum(SYSTEM_WORKERS),
  /** Items still to finish: waiting, waiting for a retry, or under way. */
  depth: z.number().int(),
  /** How long ago the oldest of them was made, in seconds; 0 when there is none. */
  oldestAgeSeconds: z.number(),
  /** Items that failed (for good, or set aside for a person) in the last 24 hours. */
  failuresLastDay: z.number().int(),
});

export const ZSystemOverview = z.object({
  workers: z.array(ZSystemWorker),
  /** How many items are stuck now. */
  stuckCount: z.number().int(),
});
export type TSystemOverview = z.infer<typeof ZSystemOverview>;

export const ZStuckItem = z.object({
  kind: z.enum(STUCK_KINDS),
  id: z.uuid(),
  /** What it is, in a few words (a mail's subject and recipient, a refund's app and amount…). */
  title: z.string(),
  /** Since when it has been stuck (or under way, when it has been for more than a day). */
  since: z.iso.datetime({ offset: true }),
  /** The last error or state it was left in; null: none recorded. */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  actions: z.array(z.enum(STUCK_ACTIONS)),
});
export type TStuckItem = z.infer<typeof ZStuckItem>;

export const ZStuckList = z.object({ items: z.array(ZStuckItem) });
export type TStuckList = z.infer<typeof ZStuckList>;

export const ZStuckItemParams = z.object({
  kind: z.enum(STUCK_KINDS, { error: 'system.kindInvalid' }),
  id: z.uuid({ error: 'system.notFound' }),
});

export const ZStuckGiveUpInput = z.object({
  reason: z
    .string({ error: 'system.reasonRequired' })
    .trim()
    .min(1, 'system.reasonRequired')
    .max(STUCK_REASON_MAX, 'system.reasonTooLong'),
});
export type TStuckGiveUpInput = z.infer<typeof ZStuckGiveUpInput>;

export const ZStuckActionResult = z.object({
  kind: z.enum(STUCK_KINDS),
  id: z.uuid(),
  action: z.enum(STUCK_ACTIONS),
  /** False when the item was already so (a repeated request): nothing changed, nothing audited. */
  changed: z.boolean(),
});
export type TStuckActionResult = z.infer<typeof ZStuckActionResult>;
