import { createTestApp } from '../app-builder';

type TSchema = Record<string, unknown>;
export type TDocumentedResponse = {
  description: string;
  content?: Record<string, { schema?: TSchema }>;
};
export type TDocumentedOperation = {
  operationId?: string;
  responses: Record<string, TDocumentedResponse>;
};
/** The parts of the OpenAPI 3.1 document the contract tests read. */
export type TOpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, TDocumentedOperation>>;
  components?: { schemas?: Record<string, TSchema> };
};

/** The API document exactly as the server serves it at /api/docs/json (built in memory, not listening). */
export async function readOpenApiDocument(): Promise<TOpenApiDocument> {
  const t = await createTestApp({ ownDatabase: true, recordResponses: false, watchSecrets: false });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200)
      throw new Error(`GET /api/docs/json answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    return response.json() as TOpenApiDocument;
  } finally {
    await t.close();
  }
}
