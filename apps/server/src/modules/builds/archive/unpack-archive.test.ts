import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type TTarEntry,
  type TZipEntry,
  tarBytes,
  tarGzBytes,
  zipBytes,
} from '../../../../test/archive-fixtures';
import type { TArchiveLimits, TUnpackResult } from './archive-types';
import { unpackArchive } from './unpack-archive';

const LIMITS: TArchiveLimits = {
  maxFiles: 2000,
  maxFileBytes: 100 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 100,
};

let base = '';
let workDir = '';
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'vitrina-unpack-'));
  workDir = join(base, 'work');
  await mkdir(workDir);
});
afterEach(() => rm(base, { recursive: true, force: true }));

async function unpack(
  bytes: Buffer,
  format: 'tar.gz' | 'zip',
  options: { folder?: string; strip?: boolean; limits?: Partial<TArchiveLimits> } = {},
): Promise<TUnpackResult> {
  const archivePath = join(base, `archive.${format}`);
  await writeFile(archivePath, bytes);
  return unpackArchive({
    archivePath,
    format,
    folder: options.folder ?? 'dist',
    stripTopFolder: options.strip ?? false,
    limits: { ...LIMITS, ...options.limits },
    workDir,
  });
}

/** The archive is refused for `failure`, and nothing it wrote is left. */
async function expectRefused(result: TUnpackResult, failure: TBuildFailure) {
  expect(result.ok ? result.files.map((file) => file.path) : result.failure).toEqual(failure);
  expect(await readdir(workDir)).toEqual([]);
}

const tar = (entries: TTarEntry[]) => tarGzBytes(entries);
const zip = (entries: TZipEntry[]) => zipBytes(entries);
/** Files kept before the bad entry, so a refusal has something to clean. */
const before = [
  { name: 'dist/index.html', content: '<h1>hi</h1>' },
  { name: 'dist/app.js', content: 'console.log(1)' },
];

describe('unpackArchive refuses unsafe names anywhere in the archive', () => {
  it('a zip entry that climbs out (zip slip: ../evil.js)', async () => {
    const result = await unpack(await zip([...before, { name: '../evil.js', content: 'x' }]), 'zip');
    await expectRefused(result, { code: 'UNSAFE_PATH', params: { path: '../evil.js' } });
  });

  it('a tar entry that climbs out from inside the folder (dist/../../evil.js)', async () => {
    const result = await unpack(
      await tar([...before, { name: 'dist/../../evil.js', content: 'x' }]),
      'tar.gz',
    );
    await expectRefused(result, { code: 'UNSAFE_PATH', params: { path: 'dist/../../evil.js' } });
  });

  it('an absolute name, even outside the chosen folder', async () => {
    const result = await unpack(await tar([...before, { name: '/etc/cron.d/evil', content: 'x' }]), 'tar.gz');
    await expectRefused(result, { code: 'UNSAFE_PATH', params: { path: '/etc/cron.d/evil' } });
  });

  it('a long tar name carried in a pax header that climbs at its end', async () => {
    const name = `dist/${'a'.repeat(120)}/../../../evil.js`;
    const result = await unpack(await tar([...before, { name, content: 'x' }]), 'tar.gz');
    await expectRefused(result, { code: 'UNSAFE_PATH', params: { path: name } });
  });

  it('a backslash in a zip name and in a tar name', async () => {
    const fromZip = await unpack(await zip([...before, { name: 'dist\\..\\evil.js', content: 'x' }]), 'zip');
    await expectRefused(fromZip, { code: 'UNSAFE_PATH', params: { path: 'dist\\..\\evil.js' } });
    const fromTar = await unpack(await tar([...before, { name: 'dist\\evil.js', content: 'x' }]), 'tar.gz');
    await expectRefused(fromTar, { code: 'UNSAFE_PATH', params: { path: 'dist\\evil.js' } });
  });
});

describe('unpackArchive refuses links in the chosen folder', () => {
  it('a tar symbolic link', async () => {
    const result = await unpack(
      await tar([...before, { name: 'dist/secrets', type: 'symlink', linkname: '/etc/passwd' }]),
      'tar.gz',
    );
    await expectRefused(result, { code: 'LINK', params: { path: 'dist/secrets' } });
  });

  it('a tar hard link', async () => {
    const result = await unpack(
      await tar([...before, { name: 'dist/copy.js', type: 'link', linkname: 'dist/app.js' }]),
      'tar.gz',
    );
    await expectRefused(result, { code: 'LINK', params: { path: 'dist/copy.js' } });
  });

  it('a zip entry whose Unix mode says symbolic link', async () => {
    const result = await unpack(
      await zip([...before, { name: 'dist/secrets', content: '/etc/passwd', mode: 0o120777 }]),
      'zip',
    );
    await expectRefused(result, { code: 'LINK', params: { path: 'dist/secrets' } });
  });

  it('but skips links outside the folder', async () => {
    const result = await unpack(
      await tar([{ name: 'docs/latest', type: 'symlink', linkname: '../dist' }, ...before]),
      'tar.gz',
    );
    expect(result.ok && result.files.map((file) => file.path)).toEqual(['index.html', 'app.js']);
  });
});

describe('unpackArchive refuses compression bombs early', () => {
  const zeros = Buffer.alloc(50 * 1024 * 1024);

  it('a tar.gz of 50 MB of zeros (about 50 KB packed) stops after a few MB', async () => {
    const bytes = await tar([...before, { name: 'dist/zeros.bin', content: zeros }]);
    expect(bytes.length).toBeLessThan(200 * 1024);
    const result = await unpack(bytes, 'tar.gz');
    await expectRefused(result, { code: 'COMPRESSION_RATIO', params: { ratio: 100 } });
    expect(result.unpackedBytes).toBeLessThan(100 * bytes.length + 2 * 1024 * 1024);
  });

  it('a zip entry of 50 MB of zeros, and the bytes outside the folder count too', async () => {
    const bytes = await zip([...before, { name: 'other/zeros.bin', content: zeros }]);
    // Entries outside the folder are not unpacked from a zip: this one passes...
    expect((await unpack(bytes, 'zip')).ok).toBe(true);
    await rm(workDir, { recursive: true });
    await mkdir(workDir);
    // ...but kept, it is unpacked, and stopped.
    const result = await unpack(bytes, 'zip', { folder: '' });
    await expectRefused(result, { code: 'COMPRESSION_RATIO', params: { ratio: 100 } });
    expect(result.unpackedBytes).toBeLessThan(100 * bytes.length + 2 * 1024 * 1024);
  });

  it('a tar.gz whose zeros lie outside the folder is stopped all the same', async () => {
    const bytes = await tar([...before, { name: 'other/zeros.bin', content: zeros }]);
    const result = await unpack(bytes, 'tar.gz');
    await expectRefused(result, { code: 'COMPRESSION_RATIO', params: { ratio: 100 } });
  });

  it('a hard cap on all unpacked bytes, whatever the ratio', async () => {
    const bytes = await tar([...before, { name: 'other/zeros.bin', content: zeros }]);
    const result = await unpack(bytes, 'tar.gz', {
      limits: { maxRatio: 10_000, maxUnpackedBytes: 1024 * 1024 },
    });
    await expectRefused(result, { code: 'TOTAL_TOO_LARGE', params: { limitMb: 1 } });
  });
});

describe('unpackArchive enforces the limits of a build', () => {
  it('two kept names differing only in case', async () => {
    const result = await unpack(
      await zip([...before, { name: 'dist/A.js', content: 'a' }, { name: 'dist/a.js', content: 'b' }]),
      'zip',
    );
    await expectRefused(result, { code: 'CASE_TWINS', params: { path: 'dist/a.js', other: 'dist/A.js' } });
  });

  it('names that differ only in Unicode form and case, and one name twice', async () => {
    const twins = await unpack(
      await tar([
        ...before,
        { name: 'dist/Caf\u00e9.js', content: 'a' },
        { name: 'dist/cafe\u0301.js', content: 'b' },
      ]),
      'tar.gz',
    );
    await expectRefused(twins, {
      code: 'CASE_TWINS',
      params: { path: 'dist/cafe\u0301.js', other: 'dist/Caf\u00e9.js' },
    });
    const twice = await unpack(await tar([...before, { name: 'dist/app.js', content: 'again' }]), 'tar.gz');
    await expectRefused(twice, { code: 'BAD_ARCHIVE', params: {} });
  });

  it('more files than allowed (2,001 of 2,000)', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({
      name: `dist/f${index}.txt`,
      content: `${index}`,
    }));
    const result = await unpack(await tar([...before, ...many]), 'tar.gz');
    await expectRefused(result, { code: 'TOO_MANY_FILES', params: { limit: 2000 } });
  });

  it('one file over the per-file limit, from a tar and from a zip', async () => {
    const big = { name: 'dist/big.js', content: 'x'.repeat(3000) };
    const limits = { maxFileBytes: 2048 };
    const fromTar = await unpack(await tar([...before, big]), 'tar.gz', { limits });
    await expectRefused(fromTar, {
      code: 'FILE_TOO_LARGE',
      params: { path: 'dist/big.js', limitMb: 0.00195 },
    });
    const fromZip = await unpack(await zip([...before, big]), 'zip', { limits });
    await expectRefused(fromZip, {
      code: 'FILE_TOO_LARGE',
      params: { path: 'dist/big.js', limitMb: 0.00195 },
    });
  });

  it('all kept files together over the total limit', async () => {
    const parts = [1, 2, 3].map((n) => ({ name: `dist/part${n}.js`, content: 'y'.repeat(1000) }));
    const result = await unpack(await tar([...before, ...parts]), 'tar.gz', {
      limits: { maxTotalBytes: 2500 },
    });
    await expectRefused(result, { code: 'TOTAL_TOO_LARGE', params: { limitMb: 0.00238 } });
  });

  it('no index.html at the root of the folder (one deeper does not count)', async () => {
    const result = await unpack(
      await tar([
        { name: 'dist/app.js', content: '1' },
        { name: 'dist/sub/index.html', content: '<p>' },
      ]),
      'tar.gz',
    );
    await expectRefused(result, { code: 'NO_INDEX_HTML', params: { folder: 'dist' } });
  });

  it('garbage, a truncated tarball, and a tarball given as a zip are bad archives', async () => {
    const garbage = Buffer.from('this is not an archive at all, just some bytes '.repeat(50));
    await expectRefused(await unpack(garbage, 'tar.gz'), { code: 'BAD_ARCHIVE', params: {} });
    await expectRefused(await unpack(garbage, 'zip'), { code: 'BAD_ARCHIVE', params: {} });
    const whole = await tarBytes([...before, { name: 'dist/more.js', content: 'z'.repeat(5000) }]);
    // Cut in the middle of dist/more.js (two whole entries of 1,024 bytes, then its header).
    const truncated = gzipSync(whole.subarray(0, 2048 + 512 + 100));
    await expectRefused(await unpack(truncated, 'tar.gz'), { code: 'BAD_ARCHIVE', params: {} });
    await expectRefused(await unpack(await tar(before), 'zip'), { code: 'BAD_ARCHIVE', params: {} });
  });
});
