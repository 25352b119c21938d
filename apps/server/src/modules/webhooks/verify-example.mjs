import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `body` (the request's raw text) was signed by Vitrina with `secret` less than
 * `toleranceSeconds` ago. `header` is the `Vitrina-Signature` header.
 */
export function verifyVitrinaSignature(body, header, secret, toleranceSeconds = 300, now = Date.now()) {
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
