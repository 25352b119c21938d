import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tarGzBytes, zipBytes } from '../../../../test/archive-fixtures';
import type { TArchiveLimits, TUnpackedFile } from './archive-types';
import { contentTypeOf } from './content-type';
import { unpackArchive } from './unpack-archive';

const LIMITS: TArchiveLimits = {
  maxFiles: 2000,
  maxFileBytes: 1024 * 1024,
  maxTotalBytes: 5 * 1024 * 1024,
  maxRatio: 100,
};
const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

let base = '';
let workDir = '';
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'vitrina-unpack-ok-'));
  workDir = join(base, 'work');
  await mkdir(workDir);
});
afterEach(() => rm(base, { recursive: true, force: true }));

async function unpackOk(
  bytes: Buffer,
  format: 'tar.gz' | 'zip',
  folder: string,
  stripTopFolder: boolean,
  onProgress?: (filesDone: number) => void,
) {
  const archivePath = join(base, `archive.${format}`);
  await writeFile(archivePath, bytes);
  const result = await unpackArchive({
    archivePath,
    format,
    folder,
    stripTopFolder,
    limits: LIMITS,
    workDir,
    onProgress,
  });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.failure)}`);
  return result.files;
}

/** Each file's bytes are in its numbered file of the work directory, hashed and sized right. */
async function expectWritten(files: TUnpackedFile[], contents: Record<string, string | Buffer>) {
  expect(files.map((file) => file.path).sort()).toEqual(Object.keys(contents).sort());
  for (const file of files) {
    const expected = Buffer.from(contents[file.path] ?? '');
    expect(await readFile(file.tempPath)).toEqual(expected);
    expect(file.size).toBe(expected.length);
    expect(file.sha256).toBe(sha256(expected));
    expect(file.tempPath.startsWith(workDir)).toBe(true);
    expect(basename(file.tempPath)).toMatch(/^file-\d{6}$/);
  }
  expect((await readdir(workDir)).length).toBe(files.length);
}

describe('unpackArchive keeps the files of the chosen folder', () => {
  it('a GitHub tarball: top folder dropped, only dist/ kept, pax header and README skipped', async () => {
    const html = '<!doctype html><title>App</title><script src="assets/app.js"></script>';
    const js = 'document.title = "ready";';
    const bytes = await tarGzBytes(
      [
        { name: 'owner-repo-abc1234/', type: 'directory' },
        { name: 'owner-repo-abc1234/README.md', content: '# repo' },
        { name: 'owner-repo-abc1234/dist/', type: 'directory' },
        { name: 'owner-repo-abc1234/dist/index.html', content: html },
        { name: 'owner-repo-abc1234/dist/assets/', type: 'directory' },
        { name: 'owner-repo-abc1234/dist/assets/app.js', content: js },
        { name: 'owner-repo-abc1234/src/main.ts', content: 'export {}' },
      ],
      { paxGlobalComment: 'abc1234'.padEnd(40, '0') },
    );
    const progress: number[] = [];
    const files = await unpackOk(bytes, 'tar.gz', 'dist', true, (done) => progress.push(done));
    await expectWritten(files, { 'index.html': html, 'assets/app.js': js });
    expect(files.find((file) => file.path === 'index.html')?.contentType).toBe('text/html; charset=utf-8');
    expect(files.find((file) => file.path === 'assets/app.js')?.contentType).toBe(
      'text/javascript; charset=utf-8',
    );
    expect(progress).toEqual([1, 2]);
  });

  it('a release zip with index.html at its root', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);
    const contents = {
      'index.html': '<!doctype html><link rel="stylesheet" href="style.css">',
      'style.css': 'body { margin: 0 }',
      'img/logo.png': png,
      'data/app.webmanifest': '{"name":"App"}',
    };
    const bytes = await zipBytes([
      { name: 'img/', content: '' },
      ...Object.entries(contents).map(([name, content]) => ({ name, content })),
    ]);
    const files = await unpackOk(bytes, 'zip', '', false);
    await expectWritten(files, contents);
    const typeOf = (path: string) => files.find((file) => file.path === path)?.contentType;
    expect(typeOf('style.css')).toBe('text/css; charset=utf-8');
    expect(typeOf('img/logo.png')).toBe('image/png');
    expect(typeOf('data/app.webmanifest')).toBe('application/manifest+json; charset=utf-8');
  });

  it("a gh-pages-like tree at the repository's root (folder '')", async () => {
    const contents = {
      'index.html': '<p>home</p>',
      '404.html': '<p>not found</p>',
      '.nojekyll': '',
      'assets/index-4f2a.js': 'export const a = 1;',
      'assets/index-9c1b.css': ':root{}',
      'assets/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/guide/index.html': '<p>guide</p>',
    };
    const bytes = await tarGzBytes(
      Object.entries(contents).map(([name, content]) => ({ name: `me-site-0a1b2c3/${name}`, content })),
      { paxGlobalComment: '0a1b2c3'.padEnd(40, '0') },
    );
    const files = await unpackOk(bytes, 'tar.gz', '', true);
    await expectWritten(files, contents);
  });

  it('a tarball made with ./-prefixed names and a nested folder', async () => {
    const bytes = await tarGzBytes([
      { name: './web/build/index.html', content: '<p>x</p>' },
      { name: './web/build/app.js', content: '1' },
      { name: './web/src/index.html', content: 'source' },
    ]);
    const files = await unpackOk(bytes, 'tar.gz', 'web/build', false);
    await expectWritten(files, { 'index.html': '<p>x</p>', 'app.js': '1' });
  });
});

describe('contentTypeOf', () => {
  it('names text types in UTF-8 and unknown files as bytes', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('data.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('icon.svg')).toBe('image/svg+xml; charset=utf-8');
    expect(contentTypeOf('module.mjs')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('font.woff2')).toBe('font/woff2');
    expect(contentTypeOf('app.wasm')).toBe('application/wasm');
    expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
    expect(contentTypeOf('file.unknownext')).toBe('application/octet-stream');
  });
});
