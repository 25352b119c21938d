// The types of verify-example.mjs: the README's "Verifying a signature" example, word for word (a
// test checks the two are the same and verifies real deliveries with it).
export function verifyVitrinaSignature(
  body: string,
  header: string,
  secret: string,
  toleranceSeconds?: number,
  now?: number,
): boolean;
