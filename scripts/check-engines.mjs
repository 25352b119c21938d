// Every package the lock file installs must run on the oldest Node.js package.json's engines
// accept (">=20.19"): otherwise `npm ci` warns and the stated requirement is not true.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..');
const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const oldest = semver.minVersion(read('package.json').engines.node);
const refusing = Object.entries(read('package-lock.json').packages)
  .filter(([, entry]) => typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node, { includePrerelease: true }))
  .map(
    ([path, entry]) =>
      `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`,
  );
if (refusing.length) {
  console.error(`These dependencies do not run on Node.js ${oldest}, the oldest the project states:`);
  for (const line of refusing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Every dependency accepts Node.js ${oldest}.`);
