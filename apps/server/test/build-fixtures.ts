import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildFiles, builds } from '../src/db/tables/builds';
import { projects } from '../src/db/tables/catalogue';
import { renderDemoBuild } from '../src/demo/demo-builds';
import type { TTestApp } from './app-builder';

/**
 * Gives a project a small working build, as if its developer had added it and an admin had
 * approved it (or, with `review: 'PENDING'`, as if it waited for review): written straight to the
 * database and the blob store. Returns the build's id.
 */
export async function hostedBuildFor(
  t: TTestApp,
  projectId: string,
  options: { review?: 'APPROVED' | 'PENDING'; version?: string; spa?: boolean } = {},
): Promise<string> {
  const review = options.review ?? 'APPROVED';
  const [project] = await t.deps.db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw new Error(`no project ${projectId}`);
  const version = options.version ?? project.version;
  const files = await renderDemoBuild({ ...project, version });
  for (const file of files) {
    const path = join(tmpdir(), `vitrina-test-blob-${file.sha256}`);
    await writeFile(path, file.bytes);
    await t.deps.blobs.putFile(file.sha256, path, file.bytes.length);
  }
  const now = t.deps.clock.now();
  const [build] = await t.deps.db
    .insert(builds)
    .values({
      projectId,
      version,
      sourceKind: 'ref',
      sourceRef: 'main',
      sourceFolder: 'dist',
      repositoryUrl: project.sourceCodeUrl,
      commitSha: 'a'.repeat(40),
      spa: options.spa ?? false,
      status: 'READY',
      progress: { phase: 'done', done: files.length, total: files.length },
      fileCount: files.length,
      totalBytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
      review,
      reviewedAt: review === 'APPROVED' ? now : null,
      createdBy: project.developerId,
      createdAt: now,
      finishedAt: now,
    })
    .returning({ id: builds.id });
  if (!build) throw new Error('build insert returned nothing');
  await t.deps.db.insert(buildFiles).values(
    files.map((file) => ({
      buildId: build.id,
      path: file.path,
      sha256: file.sha256,
      size: file.bytes.length,
      contentType: file.contentType,
    })),
  );
  if (review === 'APPROVED')
    await t.deps.db.update(projects).set({ currentBuildId: build.id }).where(eq(projects.id, projectId));
  return build.id;
}
