/**
 * What the bad-input generators read from the OpenAPI document: the operations (path × method),
 * their parameters and JSON body schemas, with $refs resolved.
 */

/** The parts of a JSON schema (as @fastify/swagger or z.toJSONSchema write them) the generators read. */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  $ref?: string;
};

export type TParam = { name: string; in: string; required?: boolean; schema?: TJsonSchema };

export type TOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path template, e.g. /api/project/{id}. */
  path: string;
  description: string;
  pathParams: TParam[];
  queryParams: TParam[];
  /** The JSON request body, when the document declares one. */
  body: { schema: TJsonSchema; required: boolean } | null;
};

type TDocOperation = {
  description?: string;
  parameters?: TParam[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: TJsonSchema }> };
};
export type TOpenApiDoc = {
  paths: Record<string, Record<string, TDocOperation>>;
  components?: { schemas?: Record<string, TJsonSchema> };
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every path × method of the document, with its parameters and JSON body schema ($refs resolved). */
export function operationsOf(doc: TOpenApiDoc): TOperation[] {
  const resolve = (schema: TJsonSchema | undefined, depth = 0): TJsonSchema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return resolve(doc.components?.schemas?.[name], depth + 1);
    }
    const out: TJsonSchema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]),
      );
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
      if (schema[key]) out[key] = schema[key].map((s) => resolve(s, depth + 1));
    return out;
  };
  const operations: TOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      // Path-level keys that are not methods (parameters, summary...) are not operations.
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as TOperation['method'],
        path,
        description: operation.description ?? '',
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: json ? { schema: resolve(json), required: operation.requestBody?.required ?? false } : null,
      });
    }
  }
  return operations;
}
