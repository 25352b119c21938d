// The floor: a minimal Fastify server answering each benchmarked URL with the very bytes our server
// sent for it (status, content type, encoding, body), from memory. No database, no work.
//   node bench/floor-server.mjs <responses.json> <port>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port] = process.argv.slice(2);
const responses = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map((r) => [r.url, { ...r, body: Buffer.from(r.body, 'base64') }]),
);

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const response = responses.get(request.url);
  if (!response) return reply.code(404).send();
  reply.code(response.status);
  if (response.contentType) reply.header('content-type', response.contentType);
  if (response.contentEncoding) reply.header('content-encoding', response.contentEncoding);
  return reply.send(response.body);
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
