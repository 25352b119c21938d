import type { TEmailKind } from '@vitrina/shared/notices/email-kinds';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { projects } from '../tables/catalogue';
import { purchases } from '../tables/engagement';
import { appUpdateOptOuts, emailOptOuts } from '../tables/notices';

/** Which e-mails a person turned off: kinds (a row each), and the apps whose update mails they muted. */
export function createEmailSettingsRepository(db: TDb) {
  async function isAppMuted(userId: string, projectId: string) {
    const [row] = await db
      .select({ userId: appUpdateOptOuts.userId })
      .from(appUpdateOptOuts)
      .where(and(eq(appUpdateOptOuts.userId, userId), eq(appUpdateOptOuts.projectId, projectId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    async mutedKinds(userId: string): Promise<TEmailKind[]> {
      const rows = await db
        .select({ kind: emailOptOuts.kind })
        .from(emailOptOuts)
        .where(eq(emailOptOuts.userId, userId));
      return rows.map((row) => row.kind);
    },

    async setKind(userId: string, kind: TEmailKind, enabled: boolean, now: Date) {
      if (enabled)
        await db
          .delete(emailOptOuts)
          .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
      else await db.insert(emailOptOuts).values({ userId, kind, createdAt: now }).onConflictDoNothing();
    },

    /** The apps the person owns (bought or claimed), by name, and whether their update mails come. */
    async ownedApps(userId: string) {
      return db
        .select({
          projectId: projects.id,
          name: projects.name,
          slug: projects.slug,
          enabled: sql<boolean>`${appUpdateOptOuts.userId} is null`,
        })
        .from(purchases)
        .innerJoin(projects, eq(projects.id, purchases.projectId))
        .leftJoin(
          appUpdateOptOuts,
          and(
            eq(appUpdateOptOuts.userId, purchases.userId),
            eq(appUpdateOptOuts.projectId, purchases.projectId),
          ),
        )
        .where(eq(purchases.userId, userId))
        .orderBy(asc(projects.name), asc(projects.id));
    },

    isAppMuted,

    async setApp(userId: string, projectId: string, enabled: boolean, now: Date) {
      if (enabled)
        await db
          .delete(appUpdateOptOuts)
          .where(and(eq(appUpdateOptOuts.userId, userId), eq(appUpdateOptOuts.projectId, projectId)));
      else
        await db.insert(appUpdateOptOuts).values({ userId, projectId, createdAt: now }).onConflictDoNothing();
    },

    /**
     * Whether a mail of this kind may go to the person: the kind is not turned off, nor (for an
     * app's update mails) that app.
     */
    async mailAllowed(userId: string, kind: TEmailKind, projectId?: string | null) {
      const [kindMuted] = await db
        .select({ userId: emailOptOuts.userId })
        .from(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)))
        .limit(1);
      if (kindMuted) return false;
      return !(projectId && (await isAppMuted(userId, projectId)));
    },
  };
}

export type TEmailSettingsRepository = ReturnType<typeof createEmailSettingsRepository>;
