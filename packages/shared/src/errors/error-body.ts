import { z } from 'zod';

export const ZErrorDetail = z.object({ field: z.string(), message: z.string() });
export type TErrorDetail = z.infer<typeof ZErrorDetail>;

/**
 * One shape for every error: `error` holds code/message/details; `message` and `details` are
 * repeated at the top level because that is where existing clients read them.
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
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
