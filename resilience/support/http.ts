// Small HTTP helpers over fetch: JSON in, status and JSON out, a timeout on every call.
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';

export type TAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<TAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

let counter = 0;

/** A unique, ordinary-looking e-mail (the server refuses placeholder domains). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 8)}@correo-prueba.net`;
}

/** A client address for X-Forwarded-For (the servers run with TRUST_PROXY=true): one per client. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Registers a user (a fresh client address, so no rate limit applies) and answers token and id. */
export async function registerUser(base: string, address: string, prefix = 'persona') {
  const email = uniqueEmail(prefix);
  const answer = await call<{ token: string; user: { id: string } }>(base, 'POST', '/api/auth/register', {
    body: { email, password: 'secreto123', name: 'Marta Ruiz' },
    headers: { 'x-forwarded-for': address },
  });
  if (answer.status !== 201)
    throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email, token: answer.body.token, id: answer.body.user.id };
}

/** Signs in and answers the token. */
export async function login(
  base: string,
  address: string,
  credentials: { email: string; password: string; type: 'user' | 'developer' | 'admin' },
) {
  const answer = await call<{ token: string }>(base, 'POST', '/api/auth/login', {
    body: credentials,
    headers: { 'x-forwarded-for': address },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** The demo accounts of README.md "Demo accounts" (DEMO_DATA=true). */
export const DEMO = {
  admin: { email: 'admin@vitrina.app', password: 'Admin1234!', type: 'admin' },
  lucia: { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!', type: 'user' },
} as const;

/** A raw answer: status, headers as Node reads them, and the body's bytes as sent (still compressed). */
export type TRawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A GET to the server at `base` with another name in its Host header: how a request for an app's
 * own origin ({slug}.apps.localhost, which Node does not resolve) reaches a server on 127.0.0.1,
 * as through a load balancer. fetch cannot set Host; node:http can.
 */
export function getWithHost(
  base: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<TRawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpGet(
      { host: url.hostname, port: url.port, path, headers: { ...headers, host }, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${host}${path} timed out`)));
    request.on('error', reject);
  });
}
