// Starts the floor server (bench/floor-server.mjs) answering each captured URL with its bytes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForHttp } from './processes.mjs';

/**
 * `captures`: `{ url, status, contentType, contentEncoding, body }` each (the body as sent, still
 * compressed when it was). Answers the floor's base URL and how to stop it.
 */
export async function startFloor({ root, workDir, name, env, captures }) {
  const file = join(workDir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      captures.map((c) => ({
        url: c.url,
        status: c.status,
        contentType: c.contentType,
        contentEncoding: c.contentEncoding,
        body: c.body.toString('base64'),
      })),
    ),
  );
  const port = await freePort();
  const floor = startProcess(name, process.execPath, ['bench/floor-server.mjs', file, String(port)], {
    cwd: root,
    env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, floor);
  return { url, stop: () => stopProcess(floor) };
}
