// Stops with a clear message when this Node.js is older than the one package.json's engines ask for
// (">=20.19"): an older one fails later with errors that do not say why.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The "major.minor" a ">=major.minor" range asks for when `version` is older; otherwise null. */
export function tooOldFor(version, range) {
  const wanted = /^>=\s*(\d+)\.(\d+)/.exec(range ?? '');
  if (!wanted) return null;
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = [Number(wanted[1]), Number(wanted[2])];
  const old = major < needMajor || (major === needMajor && minor < needMinor);
  return old ? `${needMajor}.${needMinor}` : null;
}

const { engines } = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
const needed = tooOldFor(process.versions.node, engines?.node);
if (needed) {
  console.error(
    `Vitrina needs Node.js ${needed} or newer; this is ${process.versions.node}. Install a newer Node.js and run the command again.`,
  );
  process.exit(1);
}
