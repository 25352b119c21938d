import {
  ZAppEmailSetting,
  ZEmailSettings,
  ZUnsubscribeBody,
  ZUnsubscribeDetails,
  ZUnsubscribeQuery,
  ZUnsubscribeResult,
  ZUpdateAppEmailSetting,
  ZUpdateEmailSetting,
} from '@vitrina/shared/notices/notice.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZIdParam } from '../../lib/route-schemas';
import { requireAuth } from '../../plugins/auth';

const readerOf = (request: FastifyRequest) => {
  const { user } = requireAuth(request);
  return { id: user.id, role: user.role };
};
const lang = (request: FastifyRequest) => request.headers['accept-language'];

/** The one-click POST as mail programs send it (RFC 8058): form-encoded, `List-Unsubscribe=One-Click`. */
const ZOneClickForm = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });
/** The most a one-click form body may hold: it says only `List-Unsubscribe=One-Click`. */
const FORM_BODY_LIMIT = 1024;

/** The e-mail settings of the signed-in person, and the one-click unsubscribe of a mail's link. */
export async function emailSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { emailSettings: service } = app.services;

  // Mail programs post the one-click unsubscribe form-encoded; these routes alone read that form
  // (registered in this plugin's own context). Its content is not needed: the token says it all.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/user/email-settings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notices'],
        operationId: 'getEmailSettings',
        summary: 'Read your e-mail settings',
        description:
          'Each kind of e-mail this account may get (owners: app updates, purchases; developers also sales, refunds, ratings and comments, builds, GitHub checks) and whether it is on, and each app it owns (bought or claimed) with its own switch for update mails. Security mails (password reset and change) are always sent; in-app notices always happen.',
        response: { 200: ZEmailSettings, ...errorResponses(401) },
      },
    },
    async (request) => service.settings(readerOf(request)),
  );

  app.put(
    '/api/user/email-settings',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notices'],
        operationId: 'updateEmailSetting',
        summary: 'Turn a kind of e-mail on or off',
        description: 'Turns one kind of e-mail on or off for the signed-in person; answers the settings.',
        body: ZUpdateEmailSetting,
        response: { 200: ZEmailSettings, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.setKind(readerOf(request), request.body),
  );

  app.put(
    '/api/user/email-settings/apps/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notices'],
        operationId: 'updateAppEmailSetting',
        summary: "Turn an app's update e-mails on or off",
        description:
          'For an app the caller owns (bought or claimed): whether its new versions, suspension and return are also told by e-mail (the in-app notice always comes). An app the caller does not own is FORBIDDEN; one they may not see, NOT_FOUND.',
        params: ZIdParam,
        body: ZUpdateAppEmailSetting,
        response: { 200: ZAppEmailSetting, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.setApp(readerOf(request), request.params.id, request.body.enabled),
  );

  app.get(
    '/api/email/unsubscribe',
    {
      schema: {
        tags: ['notices'],
        operationId: 'openUnsubscribeLink',
        summary: 'Open an unsubscribe link in a browser',
        description:
          "The address of a mail's List-Unsubscribe header, opened in a browser: a GET never changes anything (mail scanners follow links), so it sends the reader to the confirmation page (`/unsubscribe?token=…`), whose button posts here.",
        querystring: ZUnsubscribeQuery,
        response: {
          303: z.null().describe('To the confirmation page, in the reader’s language.'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  app.get(
    '/api/email/unsubscribe/details',
    {
      schema: {
        tags: ['notices'],
        operationId: 'getUnsubscribeDetails',
        summary: 'Read what an unsubscribe link stops',
        description:
          'What the link’s mails are (kind, app) and to which address (partly hidden), and whether they still come; no session needed, nothing changes. A token we did not sign (altered, cut, forged) is UNSUBSCRIBE_LINK_INVALID.',
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeDetails, ...errorResponses(400) },
      },
    },
    async (request) => service.unsubscribeDetails(request.query.token),
  );

  app.post(
    '/api/email/unsubscribe',
    {
      schema: {
        tags: ['notices'],
        operationId: 'unsubscribe',
        summary: 'Unsubscribe with one click (RFC 8058)',
        description:
          'The one-click unsubscribe of a mail: mail programs post `List-Unsubscribe=One-Click` (form-encoded) to the address of its List-Unsubscribe header; the confirmation page posts the same. No session needed: the signed token names the person, the kind of mail and, for update mails, the app, which is turned off. Again is fine. A token we did not sign (altered, cut, forged) is UNSUBSCRIBE_LINK_INVALID and changes nothing.',
        querystring: ZUnsubscribeQuery,
        body: ZUnsubscribeBody,
        documentedBody: { mediaType: 'application/x-www-form-urlencoded', schema: ZOneClickForm },
        response: { 200: ZUnsubscribeResult, ...errorResponses(400) },
      },
    },
    async (request) => service.unsubscribe(request.query.token, lang(request)),
  );
}
