import type { TDb } from './client';
import { auditLog } from './schema';

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function writeAudit(
  db: TDb,
  entry: {
    actorId: string | null;
    action: string;
    entityType: string;
    entityId?: string;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    data: entry.data ?? {},
  });
}
