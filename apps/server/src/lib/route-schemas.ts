import { ZErrorBody } from '@vitrina/shared/errors/error-body';

/** The error responses a route documents, all with the shared error body. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorBody])) as Record<
    number,
    typeof ZErrorBody
  >;
}
