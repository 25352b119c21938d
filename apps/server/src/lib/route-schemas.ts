import { ZErrorBody } from '@vitrina/shared/errors/error-body';
import { z } from 'zod';

/** The error responses a route documents, all with the shared error body. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorBody])) as Record<
    number,
    typeof ZErrorBody
  >;
}

/**
 * `{id}` of a route that takes an id or a slug (projects, and the ids kept for existing clients):
 * any short text, so the service answers "not found" for an unknown one.
 */
export const ZIdParam = z.object({ id: z.string().min(1).max(200) });

/** `{id}` of a route whose resources are named by UUID only: anything else is refused as invalid. */
export const ZUuidParam = z.object({ id: z.uuid() });

/** A 204: the answer has no body. */
export const ZNoContent = z.undefined();

/** A file sent as it is stored (its bytes, not JSON). */
export const ZBinary = z.custom<Buffer>().meta({ type: 'string', format: 'binary' });

/** A text document such as a CSV export. */
export const ZText = z.string();
