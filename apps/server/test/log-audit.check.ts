import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSecretLike, LOG_AUDIT_DIR } from './log-audit';

/**
 * Runs after the server tests (and after the browser journeys, when they run in the same command):
 * reads every log line they wrote and every secret they used, and proves no secret was logged.
 */
const files = readdirSync(LOG_AUDIT_DIR, { withFileTypes: true }).filter((entry) => entry.isFile());
const logFiles = files.filter((f) => f.name.endsWith('.log')).map((f) => join(LOG_AUDIT_DIR, f.name));
const secrets = new Set(
  files
    .filter((f) => f.name.startsWith('secrets-'))
    .flatMap((f) => readFileSync(join(LOG_AUDIT_DIR, f.name), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string)
    .filter(isSecretLike),
);
// An authorization header or a bearer token in any line is a leak, whatever its value.
const PATTERNS = [/\bbearer\s+[\w.~+/-]{16,}/i, /"authorization"\s*:/i];

describe('the suite log', () => {
  it('holds the lines of this run and the secrets it used', () => {
    expect(logFiles.length).toBeGreaterThan(0);
    expect(secrets.size).toBeGreaterThan(0);
  });

  it('contains no password, token, card number or key', () => {
    let lines = 0;
    const leaks: string[] = [];
    // One search per line for every secret, as written and as a JSON log line escapes it.
    const forms = [
      ...new Set([...secrets].flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)])),
    ];
    const anySecret = new RegExp(forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
    for (const file of logFiles) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line) continue;
        lines += 1;
        const found = forms.length > 0 ? anySecret.exec(line) : null;
        if (found) leaks.push(`${file}: a secret (${found[0].length} chars): ${line.slice(0, 300)}`);
        for (const pattern of PATTERNS)
          if (pattern.test(line)) leaks.push(`${file}: ${pattern}: ${line.slice(0, 300)}`);
      }
    }
    console.log(
      `log audit: ${lines} lines in ${logFiles.length} files checked against ${secrets.size} secrets`,
    );
    expect(lines).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  }, 120_000);
});
