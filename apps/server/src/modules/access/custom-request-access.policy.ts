import type { TDb } from '../../db/client';
import { createCustomRequestRepository } from '../../db/repositories/custom-request.repository';
import { type AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isAdmin, type TActor } from './actor';
import { policyOf } from './policy';

/**
 * What an actor may do with one custom app request. Anyone may send one (a visitor too: the route
 * is public); the requests, with the sender's contact details and file, are the admins' to read.
 * - `read`: see it with its sender's details and download its attachment: an admin. Its sender
 *   does not read it back (they got the answer by mail).
 */
export type TCustomRequestAction = 'read';

/** A custom request as the policy needs it: who sent it (null: a visitor). */
export type TCustomRequestItem = { id: string; userId: string | null };

/** Why the actor may not do this with the request, as the error to answer; null when they may. */
function refusal(actor: TActor, action: TCustomRequestAction, _request: TCustomRequestItem): AppError | null {
  switch (action) {
    case 'read':
      return isAdmin(actor) ? null : forbidden();
  }
}

/** The custom request access policy: `authorize(actor, action, request)` and the loaders built on it. */
export function createCustomRequestAccess(db: TDb) {
  const requests = createCustomRequestRepository(db);
  return policyOf(refusal, async (id: string): Promise<TCustomRequestItem> => {
    const found = isUuid(id) ? await requests.find(id) : null;
    if (!found) throw notFound();
    return found;
  });
}

export type TCustomRequestAccess = ReturnType<typeof createCustomRequestAccess>;
