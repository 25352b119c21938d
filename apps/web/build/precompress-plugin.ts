import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|xml|webmanifest)$/;
/** The server compresses nothing smaller than this either (its compression threshold). */
const MIN_BYTES = 1024;

/** Every file under `dir`, as a path. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each text file of the
 * browser's build, once, when the build ends. The server sends those copies as they are (its static
 * files are `preCompressed`), instead of compressing every request for a file again at a quicker,
 * weaker setting: smaller downloads, and no compression work per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'vitrina-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
