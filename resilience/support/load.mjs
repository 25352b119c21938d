// A load process: reads and writes alternating between two server processes, bounded in time and
// requests. Every request is recorded with its target, its answer's status or the connection
// error that replaced it, and (for writes) the marker that makes it checkable in the database.
//
// Input: the JSON of LOAD_CONFIG:
//   { targets: { A: url, B: url }, durationMs, maxRequests, concurrency, runId, resultFile,
//     users: [{ id, token }], projectIds: [id] }
// It stops at durationMs, after maxRequests, or on SIGTERM (the requests under way finish first).
// Output: "progress <acknowledged writes>" lines on stdout, then the records in resultFile.
import { writeFileSync } from 'node:fs';

const config = JSON.parse(process.env.LOAD_CONFIG ?? '{}');
const targets = Object.entries(config.targets);
const records = [];
const started = Date.now();
let sent = 0;
let acknowledgedWrites = 0;
let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
});

// Each favourite is a new (user, app) pair, so each acknowledged one is one checkable row.
const favouritePairs = [];
for (const user of config.users) {
  for (const projectId of config.projectIds) favouritePairs.push({ user, projectId });
}

function nextOperation(n) {
  const slot = n % 5;
  if (slot === 0 || slot === 3) return { kind: 'read' };
  if (slot === 1 || favouritePairs.length === 0) {
    const email = `carga.${config.runId}.${n}@correo-prueba.net`;
    return { kind: 'register', marker: email };
  }
  const pair = favouritePairs.shift();
  return { kind: 'favorite', marker: `${pair.user.id}:${pair.projectId}`, pair };
}

function requestOf(operation, n) {
  if (operation.kind === 'read') {
    const path = n % 2 === 0 ? '/api/project/simplified?page=0&size=12' : '/api/health';
    return { method: 'GET', path };
  }
  if (operation.kind === 'register') {
    // One client address per registration (the servers trust X-Forwarded-For): many people.
    const address = `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
    return {
      method: 'POST',
      path: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: operation.marker, password: 'secreto123', name: 'Marta Ruiz' }),
    };
  }
  return {
    method: 'POST',
    path: '/api/user/favorites',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${operation.pair.user.token}` },
    body: JSON.stringify({ idFavoriteProject: operation.pair.projectId }),
  };
}

async function worker() {
  while (!stopping && Date.now() - started < config.durationMs && sent < config.maxRequests) {
    const n = sent++;
    const [target, base] = targets[n % targets.length];
    const operation = nextOperation(n);
    const request = requestOf(operation, n);
    const record = { n, target, kind: operation.kind, marker: operation.marker, startedAt: Date.now() };
    try {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      record.status = response.status;
      if (operation.kind !== 'read' && response.status >= 200 && response.status < 300) {
        acknowledgedWrites += 1;
      }
    } catch (error) {
      // No answer: a refused or reset connection, or a timeout. Never counted as a success.
      record.error = String(error?.cause?.code ?? error?.name ?? error);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    record.endedAt = Date.now();
    records.push(record);
  }
}

const progress = setInterval(() => process.stdout.write(`progress ${acknowledgedWrites}\n`), 100);
await Promise.all(Array.from({ length: config.concurrency }, worker));
clearInterval(progress);
writeFileSync(config.resultFile, JSON.stringify(records));
process.stdout.write(`done ${records.length}\n`);
