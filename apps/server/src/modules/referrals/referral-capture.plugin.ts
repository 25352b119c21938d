import { isReferralSource } from '@vitrina/shared/referrals/referral.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isReferralPage } from './referral.service';
import { newVisitorId, parseReferral, referralCookieValue, referralSetCookie } from './referral-cookie';

/** Obvious robots and link previews: their visits are not people's. */
const ROBOT = /bot|crawler|spider|preview|curl/i;

/** The valid source a public page's address carries (`?ref=`), or null (none, invalid, or not such a page). */
function sourceOfPageRequest(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.method !== 'GET' || (reply.statusCode !== 200 && reply.statusCode !== 304)) return null;
  const ref = (request.query as Record<string, unknown> | undefined)?.ref;
  if (!isReferralSource(ref)) return null;
  const path = request.url.split('?')[0] ?? '/';
  if (!isReferralPage(path)) return null;
  if (ROBOT.test(request.headers['user-agent'] ?? '')) return null;
  return ref;
}

/**
 * Referral capture: a public page opened with a valid `?ref=SOURCE` gives the visitor that source
 * for the window (the last source wins: the cookie is replaced and its window starts again; the
 * visitor's random id is kept) and counts the visit, written in the background. In onSend, after
 * the read cache kept the page (which is the same with or without a source), so a page answered
 * from that cache counts too; the answer that sets the cookie is marked private, so no shared
 * cache keeps it. An invalid source is ignored: the page is answered as without one.
 */
export const referralCapturePlugin = fp(async (app: FastifyInstance) => {
  const { clock } = app.deps;
  const referrals = app.services.referrals;
  app.addHook('onSend', async (request, reply, payload) => {
    const source = sourceOfPageRequest(request, reply);
    if (!source) return payload;
    const now = clock.now();
    const current = parseReferral(referralCookieValue(request.headers.cookie), now);
    const visitorId = current?.visitorId ?? newVisitorId();
    reply
      .header(
        'set-cookie',
        referralSetCookie({ source, since: now, visitorId }, request.protocol === 'https'),
      )
      .header('cache-control', 'private, no-cache');
    referrals.recordVisit({ source, visitorId, path: request.url.split('?')[0] ?? '/', at: now }, (error) =>
      request.log.error({ err: error }, 'referral visit not recorded'),
    );
    return payload;
  });
  app.addHook('onClose', async () => referrals.flushVisits());
});
