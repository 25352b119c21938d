import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const SNAPSHOT_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';

/** manifest.json: what a snapshot folder holds, and what a restore checks against. */
export const ZSnapshotManifest = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  takenAt: z.iso.datetime(),
  productVersion: z.string(),
  migration: z.object({ when: z.number().int().nonnegative(), tag: z.string().nullable() }),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), file: z.string() }),
  rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  blobs: z.object({
    store: z.enum(['fs', 's3']),
    /** fs: the files are in blobs/ beside this manifest; s3: the bucket keeps them, listed here. */
    copied: z.boolean(),
    entries: z.array(
      z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().nonnegative() }),
    ),
  }),
});
export type TSnapshotManifest = z.infer<typeof ZSnapshotManifest>;

export async function writeManifest(folder: string, manifest: TSnapshotManifest) {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<TSnapshotManifest> {
  const text = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${folder} is not a snapshot: it has no ${MANIFEST_FILE}.`);
  });
  const parsed = ZSnapshotManifest.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `${join(folder, MANIFEST_FILE)} is not a snapshot manifest of format ${SNAPSHOT_FORMAT}.`,
    );
  return parsed.data;
}
