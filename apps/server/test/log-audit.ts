import { appendFileSync, closeSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../src/config/env';

/**
 * The whole suite's log, kept to be read at the end: every test app writes its log lines here, and
 * every secret the suite used (passwords accepted, tokens issued, configured keys) is noted beside
 * them. The log audit (`log-audit.check.ts`) then proves no secret ever reached a log line.
 */
export const LOG_AUDIT_DIR = join(import.meta.dirname, '..', '..', '..', '.test-logs');

let fileCount = 0;

/** A log file of its own for one test app (sync writes: nothing is lost when the test ends). */
export function openAuditLog(prefix: string): { write: (line: string) => void; close: () => void } {
  mkdirSync(LOG_AUDIT_DIR, { recursive: true });
  fileCount += 1;
  const fd = openSync(join(LOG_AUDIT_DIR, `${prefix}-${process.pid}-${fileCount}.log`), 'a');
  let open = true;
  return {
    write: (line) => {
      if (open) writeSync(fd, line.endsWith('\n') ? line : `${line}\n`);
    },
    close: () => {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/**
 * A value worth looking for: short or one-letter values ('aaaaaaaa…', as a fuzzed password may be)
 * are too common to prove anything, and no real secret is longer than a few hundred characters.
 */
export const isSecretLike = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 8 && value.length <= 512 && new Set(value).size >= 4;

/** Notes secrets (one JSON string per line) for the audit. */
export function recordSecrets(values: Iterable<string | undefined | null>) {
  const lines = [...values].filter(isSecretLike).map((value) => `${JSON.stringify(value)}\n`);
  if (lines.length === 0) return;
  mkdirSync(LOG_AUDIT_DIR, { recursive: true });
  appendFileSync(join(LOG_AUDIT_DIR, `secrets-${process.pid}.txt`), lines.join(''));
}

/** Removes what an earlier run left with this prefix (called once per run, before any test). */
export function clearAuditFiles(prefixes: string[]) {
  mkdirSync(LOG_AUDIT_DIR, { recursive: true });
  for (const name of readdirSync(LOG_AUDIT_DIR))
    if (prefixes.some((prefix) => name.startsWith(prefix)))
      rmSync(join(LOG_AUDIT_DIR, name), { force: true });
}

const SECRET_FIELD = /pass(word)?|token|secret|api[-_]?key|card|cvv|cvc/i;

function secretFields(value: unknown, found: string[], depth = 0) {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && SECRET_FIELD.test(key)) found.push(field);
    else secretFields(field, found, depth + 1);
  }
}

/** The configuration's own secrets: keys, passwords and the password inside a mail server URL. */
export function configSecrets(config: TConfig): string[] {
  const smtpPassword = config.SMTP_URL ? decodeURIComponent(new URL(config.SMTP_URL).password) : undefined;
  return [
    config.PAYPAL_CLIENT_SECRET,
    config.BREVO_API_KEY,
    config.GITHUB_TOKEN,
    config.ADMIN_PASSWORD,
    config.APP_TOKEN_SECRET,
    smtpPassword,
  ].filter((value): value is string => Boolean(value));
}

declare module 'fastify' {
  interface FastifyRequest {
    auditSecrets?: string[];
  }
}

/**
 * Watches a test app's traffic for secrets: bearer tokens presented, secret-looking fields of
 * request bodies that were accepted (a 2xx: a real password, not a fuzzed string), tokens issued.
 */
export function watchSecrets(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const found: string[] = [];
    const header = request.headers.authorization;
    if (header) found.push(header.replace(/^Bearer\s+/i, ''));
    secretFields(request.body, found);
    request.auditSecrets = found;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const found = [...(request.auditSecrets ?? [])];
    if (typeof payload === 'string' && payload.includes('"token"')) {
      try {
        secretFields(JSON.parse(payload), found);
      } catch {
        // Not JSON: nothing issued.
      }
    }
    recordSecrets(found);
    return payload;
  });
}
