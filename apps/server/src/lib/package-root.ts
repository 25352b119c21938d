import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module: the same answer from the
 * TypeScript source (src/lib) and from the bundle (dist), so migrations and the web build are found.
 */
export function serverPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package folder');
    dir = parent;
  }
  return dir;
}
