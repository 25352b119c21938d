import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TConfig } from '../config/env';

/**
 * The key that signs launch tokens and app cookies: APP_TOKEN_SECRET when set (required with
 * DATABASE_URL, where several processes must sign alike); otherwise made once and kept in
 * DATA_DIR/app-token-secret, so a restart keeps people's open apps open. An in-memory data
 * directory (tests) gets a fresh one.
 */
export async function resolveAppTokenSecret(config: TConfig): Promise<string> {
  if (config.APP_TOKEN_SECRET) return config.APP_TOKEN_SECRET;
  if (config.DATA_DIR === 'memory://') return randomBytes(32).toString('base64url');
  const file = join(config.DATA_DIR, 'app-token-secret');
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (kept.length >= 32) return kept;
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.DATA_DIR, { recursive: true });
  // wx: two processes starting at once on one directory keep the first one's key.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return (await readFile(file, 'utf8')).trim();
}
