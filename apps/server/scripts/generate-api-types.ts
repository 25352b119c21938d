// Writes the client types of the API document (apps/server/test/contract/api-types.gen.ts), which
// the typed-client test uses and checks are up to date. Run it after changing a route's schema.
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, renderApiTypes } from '../test/contract/api-types';
import { readOpenApiDocument } from '../test/contract/openapi-document';

writeFileSync(API_TYPES_FILE, await renderApiTypes(await readOpenApiDocument()));
console.log(`wrote ${API_TYPES_FILE}`);
process.exit(0);
