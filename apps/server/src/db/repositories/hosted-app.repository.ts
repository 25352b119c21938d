import { eq, lt } from 'drizzle-orm';
import type { TDb } from '../client';
import { appLaunchTokens, buildFiles, builds, users } from '../schema';

/** A build as the app host needs it: whose it is, whether it is ready, and how unknown paths answer. */
export type THostedBuildRow = { id: string; projectId: string; status: string; spa: boolean };
export type TManifestFile = { path: string; sha256: string; size: number; contentType: string };

/** The reads and writes of the app host: builds, their manifests, people, used launch tokens. */
export function createHostedAppRepository(db: TDb) {
  return {
    async findBuild(id: string): Promise<THostedBuildRow | null> {
      const [row] = await db
        .select({ id: builds.id, projectId: builds.projectId, status: builds.status, spa: builds.spa })
        .from(builds)
        .where(eq(builds.id, id))
        .limit(1);
      return row ?? null;
    },

    async manifestOf(buildId: string): Promise<TManifestFile[]> {
      return db
        .select({
          path: buildFiles.path,
          sha256: buildFiles.sha256,
          size: buildFiles.size,
          contentType: buildFiles.contentType,
        })
        .from(buildFiles)
        .where(eq(buildFiles.buildId, buildId));
    },

    /** The person as the access policy sees them now (null once the account is gone). */
    async findPerson(id: string) {
      const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Records a launch token as used; false when it already was (a replay), in any process. */
    async markLaunchTokenUsed(jti: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(appLaunchTokens)
        .values({ jti, expiresAt })
        .onConflictDoNothing()
        .returning({ jti: appLaunchTokens.jti });
      return inserted.length > 0;
    },

    /** Forgets used tokens that expired before `now` (a replay of them fails on its expiry). */
    async deleteExpiredLaunchTokens(now: Date) {
      await db.delete(appLaunchTokens).where(lt(appLaunchTokens.expiresAt, now));
    },
  };
}

export type THostedAppRepository = ReturnType<typeof createHostedAppRepository>;
