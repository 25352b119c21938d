import { z } from 'zod';

export const ZErrorDetail = z.object({ field: z.string(), message: z.string() });
export type TErrorDetail = z.infer<typeof ZErrorDetail>;

/**
 * One shape for every error: `error` holds code/message/details; `message` and `details` are
 * repeated at the top level because that is where existing clients read them. `requestId` is the
 * request's id, by which a person's report is found in the server's log.
 */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(ZErrorDetail).optional(),
  }),
  code: z.string(),
  message: z.string(),
  details: z.array(ZErrorDetail).optional(),
  /** The request's id (as in the X-Request-Id header and the server's log): quoted to find it. */
  requestId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
