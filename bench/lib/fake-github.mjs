// A stand-in for the code-hosting API on 127.0.0.1, just what a hosted build's import asks: every
// profile and repository exists (public), a ref names a commit the bench added, and a commit's
// tarball is answered as GitHub does: a redirect to the archive host, which streams the .tar.gz
// (built once, when the commit is added, so the measured import never waits for it to be made).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(join(import.meta.dirname, '..', '..', 'apps/server/package.json'));
const tarStream = require('tar-stream');

/** The bytes of a .tar.gz holding `files` (path → Buffer) under the folder `top`, as GitHub builds it. */
export async function tarGz(top, files) {
  const pack = tarStream.pack();
  const chunks = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(Buffer.from(chunk));
  })();
  const folders = new Set();
  for (const path of Object.keys(files)) {
    const parts = path.split('/');
    for (let end = 1; end < parts.length; end += 1) folders.add(parts.slice(0, end).join('/'));
  }
  pack.entry({ name: `${top}/`, type: 'directory' });
  for (const folder of [...folders].sort()) pack.entry({ name: `${top}/${folder}/`, type: 'directory' });
  for (const [path, bytes] of Object.entries(files)) pack.entry({ name: `${top}/${path}` }, bytes);
  pack.finalize();
  await collected;
  return gzipSync(Buffer.concat(chunks));
}

export async function startFakeGithub() {
  /** `owner/repo@ref` → SHA, and SHA → its tarball. */
  const refs = new Map();
  const tarballs = new Map();
  let downloads = 0;

  const server = createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '/');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    let match = /^\/users\/([^/]+)$/.exec(path);
    if (match) return json(200, { login: match[1], id: 1, type: 'User' });
    match = /^\/repos\/([^/]+)\/([^/]+)$/.exec(path);
    if (match) return json(200, { full_name: `${match[1]}/${match[2]}`, private: false });
    match = /^\/repos\/([^/]+)\/([^/]+)\/commits\/(.+)$/.exec(path);
    if (match) {
      const sha = refs.get(`${match[1]}/${match[2]}@${match[3]}`.toLowerCase());
      return sha ? json(200, { sha }) : json(422, { message: `No commit found for SHA: ${match[3]}` });
    }
    match = /^\/repos\/([^/]+)\/([^/]+)\/tarball\/([0-9a-f]{40})$/.exec(path);
    if (match && tarballs.has(match[3])) {
      res.writeHead(302, { location: `/__codeload/${match[1]}/${match[2]}/legacy.tar.gz/${match[3]}` });
      return res.end();
    }
    match = /^\/__codeload\/[^/]+\/[^/]+\/legacy\.tar\.gz\/([0-9a-f]{40})$/.exec(path);
    const tarball = match && tarballs.get(match[1]);
    if (tarball) {
      downloads += 1;
      res.writeHead(200, { 'content-type': 'application/x-gzip' });
      return res.end(tarball);
    }
    return json(404, { message: 'Not Found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    /** A commit of `owner/repo` named `ref` holding `files` (path → Buffer); answers its SHA and archive size. */
    async addCommit(owner, repo, ref, files) {
      const sha = createHash('sha1').update(`${owner}/${repo}@${ref}#${refs.size}`).digest('hex');
      const tarball = await tarGz(`${owner}-${repo}-${sha.slice(0, 7)}`, files);
      refs.set(`${owner}/${repo}@${ref}`.toLowerCase(), sha);
      tarballs.set(sha, tarball);
      return { sha, archiveBytes: tarball.length };
    },
    downloads: () => downloads,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
