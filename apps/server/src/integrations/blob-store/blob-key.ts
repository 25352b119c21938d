/** A blob's key: the SHA-256 of its bytes, 64 lower-case hex digits. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Refuses any other key, so a key can never name a path or object outside the store. */
export function assertBlobKey(sha256: string) {
  if (!SHA256_HEX.test(sha256)) throw new Error(`not a SHA-256 key: ${sha256.slice(0, 80)}`);
}
