import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TDatabase } from '../db/client';
import { createBuildRepository } from '../db/repositories/build.repository';
import { createProjectRepository } from '../db/repositories/project.repository';
import type { TBlobStore } from '../integrations/blob-store/blob-store';
import { serverPackageRoot } from '../lib/package-root';
import type { TDemoApp } from './demo-app';

/** The demo build's files (in the server package's demo-build folder) and their content types. */
const TEMPLATE_FILES = [
  { path: 'index.html', contentType: 'text/html; charset=utf-8' },
  { path: 'assets/style.css', contentType: 'text/css; charset=utf-8' },
  { path: 'assets/app.js', contentType: 'text/javascript; charset=utf-8' },
] as const;

const ACCENTS = ['#4f46e5', '#0f766e', '#b45309', '#be123c', '#1d4ed8', '#7c3aed', '#15803d'];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The demo build of one app: the template with the app's name, text and colour filled in. */
export async function renderDemoBuild(app: Pick<TDemoApp, 'slug' | 'name' | 'shortDescription' | 'version'>) {
  const root = join(serverPackageRoot(), 'demo-build');
  const accent =
    ACCENTS[(createHash('sha256').update(app.slug).digest()[0] ?? 0) % ACCENTS.length] ?? '#4f46e5';
  const values: Record<string, string> = {
    name: escapeHtml(app.name),
    shortDescription: escapeHtml(app.shortDescription),
    version: escapeHtml(app.version ?? '1.0.0'),
    slug: app.slug.replace(/[^a-z0-9-]/g, ''),
    accent,
  };
  return Promise.all(
    TEMPLATE_FILES.map(async (file) => {
      const template = await readFile(join(root, file.path), 'utf8');
      const bytes = Buffer.from(
        template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole),
      );
      return { ...file, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    }),
  );
}

/**
 * Gives every demo app a real, small, working build, made here from the template (so an embedded
 * start works offline): approved and current for apps in the store, waiting for review for apps
 * under review. Apps that have a build already are left as they are.
 */
export async function seedDemoBuilds(db: TDatabase, blobs: TBlobStore, apps: TDemoApp[]) {
  const work = await mkdtemp(join(tmpdir(), 'vitrina-demo-build-'));
  try {
    for (const app of apps) {
      const found = await createProjectRepository(db).findWithDeveloper({ slug: app.slug });
      if (!found) continue;
      const { project } = found;
      if (await createBuildRepository(db).existsFor(project.id)) continue;
      const files = await renderDemoBuild(app);
      for (const file of files) {
        const path = join(work, file.sha256);
        await writeFile(path, file.bytes);
        await blobs.putFile(file.sha256, path, file.bytes.length);
      }
      const inStore = project.status === 'PUBLISHED' || project.status === 'SUSPENDED';
      // A stand-in for the commit the demo repository would have: stable for the same app and version.
      const commitSha = createHash('sha1').update(`${app.slug}@${project.version}`).digest('hex');
      const madeAt = new Date((project.publishedAt ?? project.createdAt).getTime() - 3_600_000);
      await db.transaction(async (tx) => {
        const builds = createBuildRepository(tx);
        const build = await builds.insertWithFiles(
          {
            projectId: project.id,
            version: project.version,
            sourceKind: 'ref',
            sourceRef: 'main',
            sourceFolder: 'dist',
            repositoryUrl: project.sourceCodeUrl,
            commitSha,
            status: 'READY',
            progress: { phase: 'done', done: files.length, total: files.length },
            fileCount: files.length,
            totalBytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
            review: inStore ? 'APPROVED' : 'PENDING',
            reviewedAt: inStore ? madeAt : null,
            createdBy: project.developerId,
            createdAt: madeAt,
            finishedAt: madeAt,
          },
          files.map((file) => ({
            path: file.path,
            sha256: file.sha256,
            size: file.bytes.length,
            contentType: file.contentType,
          })),
        );
        if (inStore) await builds.makeCurrent(project.id, build.id, project.updatedAt);
      });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
