import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const tokens = createUnsubscribeTokens(SECRET);
const claims = { userId: randomUUID(), kind: 'app_updates' as const, projectId: randomUUID() };

/** A token with one character of a part changed (the same length, still base64url). */
function altered(token: string, part: 1 | 2): string {
  const parts = token.split('.');
  const text = parts[part] as string;
  const middle = Math.floor(text.length / 2);
  parts[part] = text.slice(0, middle) + (text[middle] === 'A' ? 'B' : 'A') + text.slice(middle + 1);
  return parts.join('.');
}

describe('unsubscribe tokens', () => {
  it('name the person, the kind and the app, and read back as signed', () => {
    const token = tokens.sign(claims);
    expect(token).toMatch(/^u1\.[\w-]+\.[\w-]+$/);
    expect(tokens.verify(token)).toEqual(claims);
    const kindOnly = { userId: claims.userId, kind: 'sales' as const, projectId: null };
    expect(tokens.verify(tokens.sign(kindOnly))).toEqual(kindOnly);
  });

  it('refuse a token altered anywhere, cut, padded or signed with another secret', () => {
    const token = tokens.sign(claims);
    expect(tokens.verify(altered(token, 1))).toBeNull();
    expect(tokens.verify(altered(token, 2))).toBeNull();
    expect(tokens.verify(token.slice(0, -1))).toBeNull();
    expect(tokens.verify(`${token}.x`)).toBeNull();
    expect(tokens.verify(token.replace(/^u1/, 'u2'))).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify('u1..')).toBeNull();
    expect(createUnsubscribeTokens(`${SECRET}-other`).verify(token)).toBeNull();
  });

  it('refuse claims someone wrote themselves, even well formed, without the key', () => {
    const forgedClaims = Buffer.from(JSON.stringify({ u: randomUUID(), k: 'sales', p: null })).toString(
      'base64url',
    );
    const [, , mac] = tokens.sign(claims).split('.');
    expect(tokens.verify(`u1.${forgedClaims}.${mac}`)).toBeNull();
    // Another person's id swapped into a real token's claims: its mac no longer matches.
    const [, payload, realMac] = tokens.sign(claims).split('.');
    const swapped = Buffer.from(
      Buffer.from(payload as string, 'base64url')
        .toString()
        .replace(claims.userId, randomUUID()),
    ).toString('base64url');
    expect(tokens.verify(`u1.${swapped}.${realMac}`)).toBeNull();
  });
});
