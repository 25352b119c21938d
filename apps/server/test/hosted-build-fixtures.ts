import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildFiles, builds, projects } from '../src/db/schema';
import { appOriginOf } from '../src/lib/app-origin';
import type { TTestApp } from './app-builder';

/** One file of a build: its path in the app and its bytes (the type is guessed from the name). */
export type TFixtureFile = { path: string; content: string | Buffer; contentType?: string };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** A small app: a page, a script and a stylesheet (the script large enough to be compressed). */
export function sampleAppFiles(label = 'Hola'): TFixtureFile[] {
  return [
    {
      path: 'index.html',
      content: `<!doctype html><html><head><title>${label}</title><link rel="stylesheet" href="/assets/app.css"></head><body><h1>${label}</h1><script src="/assets/app.js"></script></body></html>`,
    },
    { path: 'assets/app.js', content: `console.log(${JSON.stringify(label)});\n`.repeat(200) },
    { path: 'assets/app.css', content: 'body { font-family: sans-serif; }\n' },
  ];
}

/**
 * A READY build of the project written straight to the database (as an import leaves one), its
 * files put in the app's blob store. `current` also makes it the project's current build (approved).
 * Answers the build's id and each file as its manifest lists it.
 */
export async function insertReadyBuild(
  t: TTestApp,
  projectId: string,
  files: TFixtureFile[],
  options: {
    spa?: boolean;
    version?: string;
    current?: boolean;
    review?: 'PENDING' | 'APPROVED' | 'REJECTED';
    /** The commit it came from (default: a made-up one of its own). */
    commitSha?: string;
  } = {},
) {
  const current = options.current ?? true;
  const manifest = files.map((file) => {
    const bytes = Buffer.from(file.content);
    return {
      path: file.path,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      contentType: file.contentType ?? TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    };
  });
  const folder = await mkdtemp(join(tmpdir(), 'hosted-build-'));
  try {
    for (const file of manifest) {
      const source = join(folder, file.sha256);
      await writeFile(source, file.bytes);
      await t.deps.blobs.putFile(file.sha256, source, file.size);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const [project] = await t.deps.db
    .select({ sourceCodeUrl: projects.sourceCodeUrl })
    .from(projects)
    .where(eq(projects.id, projectId));
  const [build] = await t.deps.db
    .insert(builds)
    .values({
      projectId,
      version: options.version ?? '1.0.0',
      sourceKind: 'ref',
      sourceRef: 'main',
      sourceFolder: 'dist',
      repositoryUrl: project?.sourceCodeUrl ?? 'https://github.com/ejemplo/app',
      commitSha:
        options.commitSha ??
        createHash('sha1')
          .update(projectId + Math.random())
          .digest('hex'),
      spa: options.spa ?? false,
      status: 'READY',
      progress: { phase: 'done', done: manifest.length, total: manifest.length },
      fileCount: manifest.length,
      totalBytes: manifest.reduce((sum, file) => sum + file.size, 0),
      review: options.review ?? (current ? 'APPROVED' : 'PENDING'),
      finishedAt: new Date(),
    })
    .returning({ id: builds.id });
  if (!build) throw new Error('the build was not inserted');
  await t.deps.db.insert(buildFiles).values(
    manifest.map((file) => ({
      buildId: build.id,
      path: file.path,
      sha256: file.sha256,
      size: file.size,
      contentType: file.contentType,
    })),
  );
  if (current) await setCurrentBuild(t, projectId, build.id);
  return { buildId: build.id, files: manifest };
}

/**
 * A build as if its developer had added it and an admin had approved it (current), or, with
 * `review: 'PENDING'`, as if it waited for review; made from commit aaaa…. Answers its id.
 */
export async function hostedBuildFor(
  t: TTestApp,
  projectId: string,
  options: { review?: 'APPROVED' | 'PENDING'; version?: string; spa?: boolean } = {},
): Promise<string> {
  const review = options.review ?? 'APPROVED';
  const { buildId } = await insertReadyBuild(t, projectId, sampleAppFiles(), {
    ...options,
    review,
    current: review === 'APPROVED',
    commitSha: 'a'.repeat(40),
  });
  return buildId;
}

/** Makes the build the one the project's origin serves (what an approval does). */
export async function setCurrentBuild(t: TTestApp, projectId: string, buildId: string | null) {
  await t.deps.db.execute(sql`update projects set current_build_id = ${buildId} where id = ${projectId}`);
}

export async function projectSlugOf(t: TTestApp, projectId: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ slug: projects.slug })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) throw new Error(`no project ${projectId}`);
  return row.slug;
}

/** The Host header of the app's own origin (requests are injected, or sent to 127.0.0.1 with it). */
export function appHostOf(t: TTestApp, slug: string): string {
  return new URL(appOriginOf(t.deps.config, slug)).host;
}
