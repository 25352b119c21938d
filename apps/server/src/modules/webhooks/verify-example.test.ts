import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyVitrinaSignature } from './verify-example.mjs';
import { signatureHeader } from './webhook-signature';

const README = join(import.meta.dirname, '../../../../../README.md');

describe("the README's verification example", () => {
  it('is verify-example.mjs word for word', () => {
    const readme = readFileSync(README, 'utf8');
    const section = readme.slice(readme.indexOf('**Verifying a signature**'));
    const block = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block).toBe(readFileSync(join(import.meta.dirname, 'verify-example.mjs'), 'utf8'));
  });

  it('accepts what the server signs, with either secret of a rotation, within the tolerance only', () => {
    const body = '{"id":"evt_1","type":"webhook.test"}';
    const now = Date.UTC(2026, 2, 2, 15, 4, 5);
    const t = Math.floor(now / 1000);
    const header = signatureHeader(['whsec_nuevo', 'whsec_viejo'], t, body);
    expect(verifyVitrinaSignature(body, header, 'whsec_nuevo', 300, now)).toBe(true);
    expect(verifyVitrinaSignature(body, header, 'whsec_viejo', 300, now)).toBe(true);
    expect(verifyVitrinaSignature(body, header, 'whsec_otro', 300, now)).toBe(false);
    expect(verifyVitrinaSignature(`${body} `, header, 'whsec_nuevo', 300, now)).toBe(false);
    expect(verifyVitrinaSignature(body, header, 'whsec_nuevo', 300, now + 301_000)).toBe(false);
    expect(verifyVitrinaSignature(body, 'v1=abc', 'whsec_nuevo', 300, now)).toBe(false);
  });
});
