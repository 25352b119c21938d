import { z } from 'zod';

/** `POST /api/project/{id}/request-deletion`: the request waiting for an admin, and a confirmation. */
export const ZDeletionRequestCreated = z.object({
  requestId: z.string(),
  /** 'Solicitud de eliminación enviada al administrador', in the reader's language. */
  message: z.string(),
});
export type TDeletionRequestCreated = z.infer<typeof ZDeletionRequestCreated>;
