import type { TDb } from '../../db/client';
import { createWebhookRepository, type TWebhookEndpointRow } from '../../db/repositories/webhook.repository';
import { AppError, forbidden } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { isSelf, type TActor } from './actor';
import { policyOf } from './policy';

/**
 * What an actor may do with a webhook endpoint. An endpoint is its developer's alone: to everyone
 * else, an admin included, it does not exist (404), as a discount code does; it signs with a
 * secret no one else may see or change.
 * - `read`: see it and its delivery log.
 * - `change`: change its address, events or description, rotate its secret, resume it, delete it,
 *   send it a test event.
 */
export type TWebhookAction = 'read' | 'change';

const endpointNotFound = () => new AppError('NOT_FOUND', 'webhook.notFound');

/** The webhook endpoint access policy: `authorize(actor, action, endpoint)`, its loader and who may add one. */
export function createWebhookAccess(db: TDb) {
  const repo = createWebhookRepository(db);

  function refusal(actor: TActor, _action: TWebhookAction, endpoint: TWebhookEndpointRow): AppError | null {
    return isSelf(actor, endpoint.developerId) ? null : endpointNotFound();
  }

  const load = async (id: string) => {
    const endpoint = isUuid(id) ? await repo.findEndpoint(id) : null;
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  };

  return {
    ...policyOf(refusal, load),
    /** An endpoint is added by a developer, for their own events (an admin has none). */
    authorizeCreate(actor: TActor) {
      if (actor?.role !== 'developer') throw forbidden();
    },
  };
}

export type TWebhookAccess = ReturnType<typeof createWebhookAccess>;
