import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNoticeRepository } from '../../src/db/repositories/notice.repository';
import { createUnsubscribeTokens } from '../../src/lib/unsubscribe-tokens';
import { createTestApp, type TTestApp } from '../app-builder';
import {
  bearer,
  ensureHostedBuild,
  projectPayload,
  registerUser,
  resetTokenFor,
  uniqueEmail,
  uniqueGithubLogin,
  uniqueMerchantId,
} from '../factories';
import { startFakeGithub, type TFakeGithub } from '../fake-github';
import { hostedBuildFor, insertReadyBuild, sampleAppFiles } from '../hosted-build-fixtures';
import { paymentFixtures } from '../payment-fixtures';
import { stuckFixtures } from '../stuck-fixtures';

/**
 * The authorization matrix: every route of the app × every kind of caller → the status it gets.
 * The route list comes from the app itself (every route Fastify registers, seen through an
 * onRoute hook), so a new route without a row fails here, and so does a row naming no route.
 *
 * Actors: a visitor (no token), a plain user, the developer who owns the projects the ids point
 * at ("owner"), another developer, and an admin. A buyer's things (payment orders, sales,
 * favourites) belong to the plain user: the developer "owner" owns only the project they are for.
 */

// Every route the app registers, as 'METHOD /url' (the app's onRoute option).
const registered = new Set<string>();

/**
 * The routes the matrix covers: the API, the demo artwork and the files for search engines
 * (robots.txt, the sitemap). Left out: HEAD (Fastify's copy of
 * each GET), the OpenAPI page's UI (`/api/docs`, its static files), and the web app's own files
 * and page fallback. The OpenAPI documents themselves (`/api/docs/json`, `/yaml`) are public API
 * routes and are in.
 */
const SEARCH_ENGINE_FILES = /^\/(robots\.txt|sitemap(-[a-z]+)?\.xml)$/;
function inScope(route: string): boolean {
  const [method, url = ''] = route.split(' ');
  if (method === 'HEAD') return false;
  if (!url.startsWith('/api/') && !url.startsWith('/media/') && !SEARCH_ENGINE_FILES.test(url)) return false;
  if (url === '/api/docs' || url.startsWith('/api/docs/'))
    return url === '/api/docs/json' || url === '/api/docs/yaml';
  return true;
}

const ACTORS = ['visitor', 'user', 'owner', 'otherDeveloper', 'admin'] as const;
type TActor = (typeof ACTORS)[number];
type TRow = Record<TActor, number>;

/**
 * 'METHOD /route' → the status each actor gets. A route may have more than one row: the text in
 * brackets names the case (the same call on an unpublished project, say).
 */
// biome-ignore format: a table reads best one row a line
const MATRIX = {
  // Public reads and documents
  'GET /api/health':                                 { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/config':                                 { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/docs/json':                              { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/docs/yaml':                              { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /media/demo/:file':                           { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /robots.txt':                                 { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /sitemap.xml':                                { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /sitemap-pages.xml':                          { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /sitemap-apps.xml':                           { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /sitemap-developers.xml':                     { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },

  // Accounts: registering and signing in are open; the rest is one's own account
  'POST /api/auth/register':                         { visitor: 201, user: 201, owner: 201, otherDeveloper: 201, admin: 201 },
  'POST /api/developer/register':                    { visitor: 201, user: 201, owner: 201, otherDeveloper: 201, admin: 201 },
  'POST /api/auth/login':                            { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/auth/logout':                           { visitor: 401, user: 204, owner: 204, otherDeveloper: 204, admin: 204 },
  'GET /api/auth/me':                                { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'PUT /api/auth/update-profile':                    { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/user/become-developer':                 { visitor: 401, user: 200, owner: 403, otherDeveloper: 403, admin: 403 },
  'PUT /api/auth/change-password':                   { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  // A forgotten password: open to anyone (the link in the mail is the proof), whoever is signed in
  'POST /api/auth/forgot-password':                  { visitor: 202, user: 202, owner: 202, otherDeveloper: 202, admin: 202 },
  'POST /api/auth/reset-password/check':             { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/auth/reset-password':                   { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },

  // The catalogue: published apps for everyone; unpublished ones exist only for their developer and admins
  'GET /api/project/simplified':                     { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project/categories':                     { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project/all':                            { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project/developer/:id':                  { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/developer/:id':                          { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project/:id':                            { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project/:id [under review]':             { visitor: 404, user: 404, owner: 200, otherDeveloper: 404, admin: 200 },
  'GET /api/project/:id [suspended, bought]':       { visitor: 404, user: 200, owner: 200, otherDeveloper: 404, admin: 200 },
  'POST /api/project/:id/view':                      { visitor: 204, user: 204, owner: 204, otherDeveloper: 204, admin: 204 },
  'POST /api/project/:id/view [under review]':       { visitor: 404, user: 404, owner: 204, otherDeveloper: 404, admin: 204 },

  // A developer manages only their own projects; only admins review and decide
  'POST /api/project/create':                        { visitor: 401, user: 403, owner: 201, otherDeveloper: 201, admin: 403 },
  'PUT /api/project/:id [edit]':                     { visitor: 401, user: 403, owner: 200, otherDeveloper: 403, admin: 200 },
  'PUT /api/project/:id [edit under review]':        { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 200 },
  'PUT /api/project/:id [approve]':                  { visitor: 401, user: 403, owner: 409, otherDeveloper: 404, admin: 200 },
  'PUT /api/project/:id [suspend]':                  { visitor: 401, user: 403, owner: 200, otherDeveloper: 403, admin: 200 },
  'DELETE /api/project/:id':                         { visitor: 401, user: 403, owner: 200, otherDeveloper: 403, admin: 200 },
  'POST /api/project/:id/request-deletion':          { visitor: 401, user: 403, owner: 201, otherDeveloper: 403, admin: 403 },

  // Ratings, comments, favourites: signed in, on apps one may see; paid apps are rated by buyers only
  'POST /api/project/:id/rating':                    { visitor: 401, user: 200, owner: 403, otherDeveloper: 200, admin: 200 },
  'POST /api/project/:id/rating [paid, not bought]': { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 403 },
  'GET /api/project/:id/rating/me':                  { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project/:id/rating/me [under review]':   { visitor: 401, user: 404, owner: 200, otherDeveloper: 404, admin: 200 },
  'POST /api/project/:id/comment':                   { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/project/:id/comment [under review]':    { visitor: 401, user: 404, owner: 403, otherDeveloper: 404, admin: 403 },
  'DELETE /api/project/:id/comments/:commentId':     { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 204 },
  // The developer's reply to a comment: theirs to write and edit; theirs or an admin's to remove
  'PUT /api/project/:id/comments/:commentId/reply':  { visitor: 401, user: 403, owner: 201, otherDeveloper: 403, admin: 403 },
  'PUT /api/project/:id/comments/:commentId/reply [edit]': { visitor: 401, user: 403, owner: 200, otherDeveloper: 403, admin: 403 },
  'PUT /api/project/:id/comments/:commentId/reply [suspended]': { visitor: 401, user: 403, owner: 403, otherDeveloper: 404, admin: 403 },
  'DELETE /api/project/:id/comments/:commentId/reply': { visitor: 401, user: 403, owner: 204, otherDeveloper: 403, admin: 204 },
  'POST /api/user/favorites':                        { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/user/favorites [under review]':         { visitor: 401, user: 404, owner: 200, otherDeveloper: 404, admin: 200 },
  'GET /api/user/favorites':                         { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/user/favorites/:id':                     { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/user/favorites/:id [under review]':      { visitor: 401, user: 404, owner: 200, otherDeveloper: 404, admin: 200 },
  'GET /api/user/favorites/:id [suspended, a favourite]': { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/user/favorites/:id [suspended, bought]': { visitor: 401, user: 200, owner: 200, otherDeveloper: 404, admin: 200 },
  'DELETE /api/user/favorites/:id':                  { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'DELETE /api/user/favorites/:id [under review]':   { visitor: 401, user: 404, owner: 200, otherDeveloper: 404, admin: 200 },
  'DELETE /api/user/favorites/:id [suspended, a favourite]': { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },

  // Payments: the plain user's order and sale; the app's developer has no say in them; only admins pay out
  'POST /api/payments/orders':                       { visitor: 401, user: 201, owner: 409, otherDeveloper: 201, admin: 201 },
  'POST /api/payments/orders [under review]':      { visitor: 401, user: 404, owner: 409, otherDeveloper: 404, admin: 409 },
  'POST /api/payments/orders/:orderId/capture':      { visitor: 401, user: 200, owner: 404, otherDeveloper: 404, admin: 403 },
  'GET /api/payments/orders/:orderId':               { visitor: 401, user: 200, owner: 404, otherDeveloper: 404, admin: 200 },
  'POST /api/project-sale':                          { visitor: 401, user: 200, owner: 403, otherDeveloper: 403, admin: 403 },
  'POST /api/project/purchase/:id':                  { visitor: 401, user: 200, owner: 409, otherDeveloper: 409, admin: 409 },
  'POST /api/project/purchase/:id [under review]':  { visitor: 401, user: 404, owner: 409, otherDeveloper: 404, admin: 409 },
  'GET /api/user/purchased':                         { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/developer/:id/paypalMerchantId':         { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project-sale/pending-payments':          { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'PUT /api/project-sale/:id/pay':                   { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },

  // Refunds: the buyer asks (404 without a purchase of the app), the app's developer comments, admins decide
  'POST /api/project/:id/refund-request':            { visitor: 401, user: 201, owner: 404, otherDeveloper: 404, admin: 404 },
  'GET /api/developer/me/refunds':                   { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'PUT /api/refunds/:id/developer-comment':          { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 403 },
  'GET /api/admin/refunds':                          { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/refunds/:id/approve':             { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/refunds/:id/reject':              { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/sales/:id/refund':                { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },

  // The developers' ledger: their own entries; every balance and the payouts, admins only
  'GET /api/developer/me/ledger':                    { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/ledger.csv':                { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/admin/balances':                         { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/developers/:id/ledger':            { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },

  // Discount codes: a developer's own (another's code does not exist for them, another's app is not
  // theirs to discount); the price with a code, to anyone
  'GET /api/developer/me/discount-codes':            { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'POST /api/developer/me/discount-codes':           { visitor: 401, user: 403, owner: 201, otherDeveloper: 403, admin: 403 },
  'PATCH /api/developer/me/discount-codes/:id':      { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 403 },
  // Webhook endpoints: a developer's own (another developer's does not exist for them)
  'GET /api/developer/me/webhooks':                     { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'POST /api/developer/me/webhooks':                    { visitor: 401, user: 403, owner: 201, otherDeveloper: 201, admin: 403 },
  'PATCH /api/developer/me/webhooks/:id':               { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 403 },
  'DELETE /api/developer/me/webhooks/:id':              { visitor: 401, user: 403, owner: 204, otherDeveloper: 404, admin: 403 },
  'POST /api/developer/me/webhooks/:id/rotate-secret':  { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 403 },
  'POST /api/developer/me/webhooks/:id/resume':         { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 403 },
  'POST /api/developer/me/webhooks/:id/test':           { visitor: 401, user: 403, owner: 202, otherDeveloper: 404, admin: 403 },
  'GET /api/developer/me/webhooks/:id/deliveries':      { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 403 },
  'POST /api/payments/quote':                        { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/admin/developers/:id/payout':           { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },

  // The developer dashboard: always the signed-in developer's own figures
  'GET /api/developer/me/commission':                { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/overview':                  { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/analytics':                 { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/analytics.csv':             { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/analytics/sources':         { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/analytics/sources.csv':     { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/sales':                     { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'GET /api/developer/me/github-checks':             { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },
  'PUT /api/developer/me/github-profile':            { visitor: 401, user: 403, owner: 200, otherDeveloper: 200, admin: 403 },

  // Hosted builds: the project's developer and admins; the review, admins only
  'GET /api/project/:id/builds':                     { visitor: 401, user: 403, owner: 200, otherDeveloper: 403, admin: 200 },
  'POST /api/project/:id/builds':                    { visitor: 401, user: 403, owner: 202, otherDeveloper: 403, admin: 202 },
  'GET /api/builds/:id':                             { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 200 },
  'GET /api/admin/builds':                           { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/builds/:id/approve':              { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/builds/:id/reject':               { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/builds/:id/withdraw':             { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  // Release notes: the project's developer and admins, until the build is approved
  'PUT /api/builds/:id/release-notes':               { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 200 },
  'PUT /api/builds/:id/release-notes [approved]':    { visitor: 401, user: 403, owner: 409, otherDeveloper: 404, admin: 409 },
  // An app's approved versions: whoever may see its page
  'GET /api/project/:id/versions':                   { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/project/:id/versions [under review]':    { visitor: 404, user: 404, owner: 200, otherDeveloper: 404, admin: 200 },
  'GET /api/project/:id/versions [suspended, bought]': { visitor: 404, user: 200, owner: 200, otherDeveloper: 404, admin: 200 },

  // The admin dashboard: admins only
  'GET /api/admin/overview':                         { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/projects':                         { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/users':                            { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'PUT /api/admin/users/:id':                        { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/deletion-requests':                { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'PUT /api/admin/deletion-requests/:id':            { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/revisions':                        { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'PUT /api/admin/revisions/:id':                    { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/decisions':                        { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  // The system tab (stuck work): admins only
  'GET /api/admin/system':                           { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/system/stuck':                     { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/system/stuck/:kind/:id/retry':    { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/system/stuck/:kind/:id/give-up':  { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'POST /api/admin/system/stuck/:kind/:id/handled':  { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/sales':                            { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/sales.csv':                        { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/payouts':                          { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/github-checks':                    { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/custom-requests':                  { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },
  'GET /api/admin/custom-requests/:id/attachment':   { visitor: 401, user: 403, owner: 403, otherDeveloper: 403, admin: 200 },

  // Hosted apps: opened by whoever the access policy lets open them (free, bought, its developer,
  // admins); a build of a project, for a look before review, only by its developer and admins
  'POST /api/project/:id/launch':             { visitor: 401, user: 403, owner: 200, otherDeveloper: 403, admin: 200 },
  'POST /api/project/:id/launch [bought]':    { visitor: 401, user: 200, owner: 200, otherDeveloper: 403, admin: 200 },
  'POST /api/project/:id/launch [free]':      { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/project/:id/launch [no build]':  { visitor: 401, user: 403, owner: 409, otherDeveloper: 403, admin: 409 },
  'POST /api/builds/:id/launch':                { visitor: 401, user: 403, owner: 200, otherDeveloper: 404, admin: 200 },
  // An earlier approved version: whoever may open the app (its owners keep every version)
  'POST /api/project/:id/versions/:buildId/launch':          { visitor: 401, user: 403, owner: 200, otherDeveloper: 403, admin: 200 },
  'POST /api/project/:id/versions/:buildId/launch [bought]': { visitor: 401, user: 200, owner: 200, otherDeveloper: 403, admin: 200 },
  'POST /api/project/:id/versions/:buildId/launch [suspended, bought]': { visitor: 401, user: 200, owner: 200, otherDeveloper: 403, admin: 200 },
  'POST /api/project/:id/versions/:buildId/launch [pending build]': { visitor: 401, user: 404, owner: 404, otherDeveloper: 404, admin: 404 },

  // Custom app requests: anyone may send one
  'POST /api/custom-requests':                       { visitor: 201, user: 201, owner: 201, otherDeveloper: 201, admin: 201 },

  // Notices and e-mail settings: one's own (a notice of the plain user's is nobody else's, admins
  // included); an app's update mails, its owner (who bought it); an unsubscribe link, whoever holds
  // it, signed in or not (its token is the proof), and nobody with a token we did not sign
  'GET /api/notices':                                { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/notices/unread-count':                   { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/notices/:id/read':                      { visitor: 401, user: 200, owner: 404, otherDeveloper: 404, admin: 404 },
  'POST /api/notices/read-all':                      { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/user/email-settings':                    { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'PUT /api/user/email-settings':                    { visitor: 401, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'PUT /api/user/email-settings/apps/:id':           { visitor: 401, user: 200, owner: 403, otherDeveloper: 403, admin: 403 },
  'PUT /api/user/email-settings/apps/:id [under review]': { visitor: 401, user: 404, owner: 403, otherDeveloper: 404, admin: 403 },
  'GET /api/email/unsubscribe':                      { visitor: 303, user: 303, owner: 303, otherDeveloper: 303, admin: 303 },
  'GET /api/email/unsubscribe/details':              { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'GET /api/email/unsubscribe/details [forged]':     { visitor: 400, user: 400, owner: 400, otherDeveloper: 400, admin: 400 },
  'POST /api/email/unsubscribe':                     { visitor: 200, user: 200, owner: 200, otherDeveloper: 200, admin: 200 },
  'POST /api/email/unsubscribe [forged]':            { visitor: 400, user: 400, owner: 400, otherDeveloper: 400, admin: 400 },
} satisfies Record<string, TRow>;

type TRowKey = keyof typeof MATRIX;

/** The route of a row: its key without the bracketed case. */
const routeOf = (key: string) => key.replace(/ \[.*\]$/, '');

/** Whether a concrete path is one of the route's (so a row's call really reaches its route). */
function reaches(route: string, url: string): boolean {
  const pattern = route.split(' ')[1] ?? '';
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`).test(url.split('?')[0] ?? '');
}

/** One call of a row: the path with real ids, and a valid body where the route takes one. */
type TCall = {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Another session of the actor's own account, for calls that end the one they use. */
  token?: string;
  /** Puts back what the call changed in the actor's account, so later rows see the same accounts. */
  after?: (response: LightMyRequestResponse) => Promise<void>;
};

type TAccount = { id: string; token: string; email: string; name: string; password: string; type: string };

const ADMIN_PASSWORD = 'clave-admin-1';
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.alloc(512, 32),
]);

let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let owner: Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;
let accounts: Record<Exclude<TActor, 'visitor'>, TAccount>;
/** An account the login row signs in to (signing in opens a session; it closes none). */
let signInTarget: { email: string; password: string };
/** Things of the owner's (projects) and of the plain user's (a bought app), read by many rows. */
let paid: string;
let free: string;
/** The approved build the paid project's origin serves. */
let paidBuild: string;
let underReview: string;
let bought: { projectId: string; orderId: string; saleId: string };
/** An app the plain user bought before an admin suspended it: it stays open to them. */
let boughtThenSuspended: string;
let customRequestId: string;
/** A build of the owner's paid app that is not its current one (waiting for review). */
let previewBuildId: string;
/** Approved versions of the app the plain user bought, and of the one suspended since. */
let boughtBuild: string;
let suspendedBuild: string;
/** A notice of the plain user's. */
let userNotice: string;
/** The plain user's unsubscribe link's token (their purchases' mails), and one signed with another key. */
let unsubscribeToken: string;
let forgedToken: string;

/** The response, when it has the status a fixture needs; otherwise the test stops and says why. */
function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response;
}

async function signIn(email: string, password: string, type: string): Promise<string> {
  const response = await fx.call('POST', '/api/auth/login', undefined, { email, password, type });
  return expectStatus(response, 200, `sign in ${email}`).json().token as string;
}

async function accountOf(token: string, password: string, type: string): Promise<TAccount> {
  const me = expectStatus(await fx.call('GET', '/api/auth/me', token), 200, 'me').json();
  return { id: me.id, token, email: me.email, name: me.name, password, type };
}

/** A project of the owner's, waiting for review. */
async function newUnderReview(): Promise<string> {
  const repo = `${owner.login}/r-${randomUUID().slice(0, 8)}`;
  github.addRepo(repo);
  const created = await fx.call('POST', '/api/project/create', owner.token, projectPayload(repo));
  return expectStatus(created, 201, 'create project').json().id as string;
}

/** An edit of a project: the whole form again, with a repository the code-hosting API knows. */
function editPayload() {
  const repo = `${owner.login}/r-${randomUUID().slice(0, 8)}`;
  github.addRepo(repo);
  return projectPayload(repo, { version: '1.3.0' });
}

/** An order of the plain user's for a new paid app of the owner's, not yet paid. */
async function newOrder(): Promise<{ projectId: string; orderId: string }> {
  const projectId = await fx.publishedProject(owner, { price: 12.5 });
  const order = await fx.call('POST', '/api/payments/orders', accounts.user.token, { projectId });
  return { projectId, orderId: expectStatus(order, 201, 'create order').json().orderId as string };
}

/** A sale: the plain user buys a new paid app of the owner's. */
async function newSale(): Promise<{ projectId: string; orderId: string; saleId: string }> {
  const { projectId, orderId } = await newOrder();
  const captured = await fx.call('POST', `/api/payments/orders/${orderId}/capture`, accounts.user.token, {});
  return { projectId, orderId, saleId: expectStatus(captured, 200, 'capture').json().saleId as string };
}

const REFUND_REASON = 'La app no abre en mi navegador desde la última versión.';

/** A refund request of the plain user's, for a new sale of an app of the owner's. */
async function newRefundRequest(): Promise<string> {
  const { projectId } = await newSale();
  const asked = await fx.call('POST', `/api/project/${projectId}/refund-request`, accounts.user.token, {
    reason: REFUND_REASON,
  });
  return expectStatus(asked, 201, 'request a refund').json().id as string;
}

/** A comment of the plain user's on the owner's paid app. */
async function newComment(): Promise<string> {
  const text = `Muy útil, gracias ${randomUUID().slice(0, 8)}`;
  const response = await fx.call('POST', `/api/project/${paid}/comment`, accounts.user.token, {
    comment: text,
  });
  const comments = expectStatus(response, 200, 'comment').json().comments as { id: string; text: string }[];
  const comment = comments.find((c) => c.text === text);
  if (!comment) throw new Error('the new comment is not in the answer');
  return comment.id;
}

/** A discount code's name no call has used yet. */
const newCodeName = () => `MATRIZ${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** A discount code of the owner's, for their paid app. */
async function newCode(): Promise<string> {
  const response = await fx.call('POST', '/api/developer/me/discount-codes', owner.token, {
    code: newCodeName(),
    projectId: paid,
    kind: 'percent',
    percent: 10,
  });
  return expectStatus(response, 201, 'discount code').json().id as string;
}

/** A public address written as an IP (no DNS needed); the matrix never sends to it. */
const WEBHOOK_URL = 'https://93.184.215.14/webhooks/vitrina';

/**
 * A webhook endpoint of the owner's. The owner's endpoints made by earlier rows are deleted first,
 * so they stay under the limit of 5 however many rows ask for one.
 */
async function newEndpoint(): Promise<string> {
  await fx.rows(sql`delete from webhook_endpoints where developer_id = ${owner.user.id}`);
  const response = await fx.call('POST', '/api/developer/me/webhooks', owner.token, {
    url: WEBHOOK_URL,
    events: ['sale.completed'],
  });
  return expectStatus(response, 201, 'webhook endpoint').json().endpoint.id as string;
}

/** A comment of the plain user's on the owner's paid app, which the owner answered. */
async function newReply(): Promise<string> {
  const commentId = await newComment();
  const replied = await fx.call('PUT', `/api/project/${paid}/comments/${commentId}/reply`, owner.token, {
    reply: 'Gracias: ya está corregido en la versión 1.3.',
  });
  expectStatus(replied, 201, 'reply');
  return commentId;
}

/** A comment on a free app of the owner's that an admin suspended afterwards (made once). */
let suspendedComment: { projectId: string; commentId: string } | null = null;
async function commentOnSuspendedApp() {
  if (suspendedComment) return suspendedComment;
  const projectId = await fx.publishedProject(owner, { price: 0 });
  const text = 'La uso cada día.';
  const commented = await fx.call('POST', `/api/project/${projectId}/comment`, accounts.user.token, {
    comment: text,
  });
  const commentId = expectStatus(commented, 200, 'comment').json().comments[0].id as string;
  const suspended = await fx.call('PUT', `/api/project/${projectId}`, accounts.admin.token, {
    status: 'SUSPENDED',
    reason: 'Contenido en revisión.',
  });
  expectStatus(suspended, 200, 'suspend');
  suspendedComment = { projectId, commentId };
  return suspendedComment;
}

/** An open deletion request of the owner's, for a new published app. */
async function newDeletionRequest(): Promise<string> {
  const projectId = await fx.publishedProject(owner);
  const response = await fx.call('POST', `/api/project/${projectId}/request-deletion`, owner.token, {
    reason: 'Ya no voy a mantener esta aplicación.',
  });
  return expectStatus(response, 201, 'request deletion').json().requestId as string;
}

/** Changes of the owner's to a new published app, waiting for an admin. */
async function newRevision(): Promise<string> {
  const projectId = await fx.publishedProject(owner);
  const edited = await fx.call('PUT', `/api/project/${projectId}`, owner.token, editPayload());
  const revision = expectStatus(edited, 200, 'edit a published app').json().pendingRevision;
  if (revision?.status !== 'PENDING') throw new Error('the edit left no pending revision');
  const listed = await fx.call('GET', '/api/admin/revisions', accounts.admin.token);
  const pending = expectStatus(listed, 200, 'list revisions').json() as { id: string; projectId: string }[];
  const found = pending.find((item) => item.projectId === projectId);
  if (!found) throw new Error('the pending revision is not listed');
  return found.id;
}

/** A free app of the owner's that the actor made a favourite before an admin suspended it. */
async function suspendedFavorite(actor: TActor): Promise<string> {
  const projectId = await fx.publishedProject(owner, { price: 0 });
  if (actor !== 'visitor') {
    const added = await fx.call('POST', '/api/user/favorites', accounts[actor].token, {
      idFavoriteProject: projectId,
    });
    expectStatus(added, 200, 'add favourite');
  }
  const suspended = await fx.call('PUT', `/api/project/${projectId}`, accounts.admin.token, {
    status: 'SUSPENDED',
    reason: 'Contenido en revisión.',
  });
  expectStatus(suspended, 200, 'suspend');
  return projectId;
}

/** The custom request form as the browser sends it: multipart/form-data. */
async function customRequestForm(withFile: boolean): Promise<Pick<TCall, 'payload' | 'headers'>> {
  const form = new FormData();
  form.append('name', 'Rosa Quintero');
  form.append('email', 'rosa.quintero@correo-prueba.net');
  form.append('description', 'Necesito una app para llevar el inventario de mi tienda de barrio.');
  if (withFile) form.append('attachment', new Blob([PDF], { type: 'application/pdf' }), 'brief.pdf');
  const encoded = new Response(form);
  return {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** A new session of the actor's account (none for a visitor). */
async function freshSession(actor: TActor): Promise<Pick<TCall, 'token'>> {
  if (actor === 'visitor') return {};
  const account = accounts[actor];
  return { token: await signIn(account.email, account.password, account.type) };
}

/** Each row's call, made once per actor. Calls that use something up make a new one each time. */
const CALLS: Record<TRowKey, (actor: TActor) => TCall | Promise<TCall>> = {
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/config': () => ({ url: '/api/config' }),
  'GET /api/docs/json': () => ({ url: '/api/docs/json' }),
  'GET /api/docs/yaml': () => ({ url: '/api/docs/yaml' }),
  'GET /media/demo/:file': () => ({ url: '/media/demo/editor-de-fotos-shot-1.svg' }),
  'GET /robots.txt': () => ({ url: '/robots.txt' }),
  'GET /sitemap.xml': () => ({ url: '/sitemap.xml' }),
  'GET /sitemap-pages.xml': () => ({ url: '/sitemap-pages.xml' }),
  'GET /sitemap-apps.xml': () => ({ url: '/sitemap-apps.xml' }),
  'GET /sitemap-developers.xml': () => ({ url: `/sitemap-developers.xml?after=${randomUUID()}` }),

  'POST /api/auth/register': () => ({
    url: '/api/auth/register',
    payload: { email: uniqueEmail(), password: 'secreto123', name: 'Marta Ruiz', type: 'user' },
  }),
  'POST /api/developer/register': () => {
    const login = uniqueGithubLogin();
    github.addUser(login);
    return {
      url: '/api/developer/register',
      payload: {
        email: uniqueEmail('dev'),
        password: 'secreto123',
        name: 'Dev Eloper',
        paypalMerchantId: uniqueMerchantId(),
        githubProfile: `github.com/${login}`,
      },
    };
  },
  'POST /api/auth/login': () => ({
    url: '/api/auth/login',
    payload: { email: signInTarget.email, password: signInTarget.password, type: 'user' },
  }),
  'POST /api/auth/logout': async (actor) => ({ url: '/api/auth/logout', ...(await freshSession(actor)) }),
  'GET /api/auth/me': () => ({ url: '/api/auth/me' }),
  'POST /api/user/become-developer': async (actor) => {
    const login = uniqueGithubLogin();
    github.addUser(login);
    // The user who becomes a developer is a new one: the matrix's user must stay a user.
    const token = actor === 'user' ? (await registerUser(t)).token : undefined;
    return {
      url: '/api/user/become-developer',
      payload: { githubProfile: `github.com/${login}`, paypalMerchantId: uniqueMerchantId() },
      ...(token ? { token } : {}),
    };
  },
  'PUT /api/auth/update-profile': (actor) => ({
    url: '/api/auth/update-profile',
    payload:
      actor === 'visitor'
        ? { name: 'Marta Ruiz', email: uniqueEmail() }
        : { name: accounts[actor].name, email: accounts[actor].email },
  }),
  'PUT /api/auth/change-password': (actor) => {
    const current = actor === 'visitor' ? 'secreto123' : accounts[actor].password;
    const changed = `${current}-nueva`;
    return {
      url: '/api/auth/change-password',
      payload: { currentPassword: current, newPassword: changed },
      after: async (response) => {
        if (actor === 'visitor' || response.statusCode !== 200) return;
        const back = await fx.call('PUT', '/api/auth/change-password', accounts[actor].token, {
          currentPassword: changed,
          newPassword: current,
        });
        expectStatus(back, 200, 'change the password back');
      },
    };
  },
  'POST /api/auth/forgot-password': () => ({
    url: '/api/auth/forgot-password',
    payload: { email: signInTarget.email },
  }),
  // Each reset is for an account of its own: it ends that account's sessions.
  'POST /api/auth/reset-password/check': async () => ({
    url: '/api/auth/reset-password/check',
    payload: { token: await resetTokenFor(t, (await registerUser(t)).email) },
  }),
  'POST /api/auth/reset-password': async () => ({
    url: '/api/auth/reset-password',
    payload: { token: await resetTokenFor(t, (await registerUser(t)).email), password: 'clave-nueva-1' },
  }),

  'GET /api/project/simplified': () => ({ url: '/api/project/simplified?page=0&size=12' }),
  'GET /api/project/categories': () => ({ url: '/api/project/categories' }),
  'GET /api/project/all': () => ({ url: '/api/project/all' }),
  'GET /api/project/developer/:id': () => ({ url: `/api/project/developer/${owner.user.id}` }),
  'GET /api/developer/:id': () => ({ url: `/api/developer/${owner.user.id}` }),
  'GET /api/project/:id': () => ({ url: `/api/project/${paid}` }),
  'GET /api/project/:id [under review]': () => ({ url: `/api/project/${underReview}` }),
  'GET /api/project/:id [suspended, bought]': () => ({ url: `/api/project/${boughtThenSuspended}` }),
  'POST /api/project/:id/view': () => ({ url: `/api/project/${paid}/view` }),
  'POST /api/project/:id/view [under review]': () => ({ url: `/api/project/${underReview}/view` }),

  'POST /api/project/create': () => {
    const repo = `${uniqueGithubLogin()}/r-${randomUUID().slice(0, 8)}`;
    github.addRepo(repo);
    return { url: '/api/project/create', payload: projectPayload(repo) };
  },
  'PUT /api/project/:id [edit]': async () => ({
    url: `/api/project/${await fx.publishedProject(owner)}`,
    payload: editPayload(),
  }),
  'PUT /api/project/:id [edit under review]': async () => ({
    url: `/api/project/${await newUnderReview()}`,
    payload: editPayload(),
  }),
  // A paid app under review with its approved build, so only who decides is tested.
  'PUT /api/project/:id [approve]': async () => {
    const id = await newUnderReview();
    await ensureHostedBuild(t, id);
    return { url: `/api/project/${id}`, payload: { status: 'PUBLISHED' } };
  },
  'PUT /api/project/:id [suspend]': async () => ({
    url: `/api/project/${await fx.publishedProject(owner, { price: 0 })}`,
    payload: { status: 'SUSPENDED', reason: 'Retirada del catálogo.' },
  }),
  'DELETE /api/project/:id': async () => ({
    url: `/api/project/${await fx.publishedProject(owner, { price: 0 })}`,
  }),
  'POST /api/project/:id/request-deletion': async () => ({
    url: `/api/project/${await fx.publishedProject(owner)}/request-deletion`,
    payload: { reason: 'Ya no voy a mantener esta aplicación.' },
  }),

  'POST /api/project/:id/rating': () => ({ url: `/api/project/${free}/rating`, payload: { rating: 4 } }),
  'POST /api/project/:id/rating [paid, not bought]': () => ({
    url: `/api/project/${paid}/rating`,
    payload: { rating: 4 },
  }),
  'GET /api/project/:id/rating/me': () => ({ url: `/api/project/${paid}/rating/me` }),
  'GET /api/project/:id/rating/me [under review]': () => ({ url: `/api/project/${underReview}/rating/me` }),
  'POST /api/project/:id/comment': () => ({
    url: `/api/project/${paid}/comment`,
    payload: { comment: 'Funciona muy bien en el móvil.' },
  }),
  'POST /api/project/:id/comment [under review]': () => ({
    url: `/api/project/${underReview}/comment`,
    payload: { comment: 'Funciona muy bien en el móvil.' },
  }),
  'DELETE /api/project/:id/comments/:commentId': async () => ({
    url: `/api/project/${paid}/comments/${await newComment()}`,
  }),
  'PUT /api/project/:id/comments/:commentId/reply': async () => ({
    url: `/api/project/${paid}/comments/${await newComment()}/reply`,
    payload: { reply: 'Gracias por contarlo.' },
  }),
  'PUT /api/project/:id/comments/:commentId/reply [edit]': async () => ({
    url: `/api/project/${paid}/comments/${await newReply()}/reply`,
    payload: { reply: 'Gracias: corregido en la versión 1.4.' },
  }),
  'PUT /api/project/:id/comments/:commentId/reply [suspended]': async () => {
    const { projectId, commentId } = await commentOnSuspendedApp();
    return {
      url: `/api/project/${projectId}/comments/${commentId}/reply`,
      payload: { reply: 'Volverá pronto.' },
    };
  },
  'DELETE /api/project/:id/comments/:commentId/reply': async () => ({
    url: `/api/project/${paid}/comments/${await newReply()}/reply`,
  }),
  'POST /api/user/favorites': () => ({ url: '/api/user/favorites', payload: { idFavoriteProject: paid } }),
  'POST /api/user/favorites [under review]': () => ({
    url: '/api/user/favorites',
    payload: { idFavoriteProject: underReview },
  }),
  'GET /api/user/favorites': () => ({ url: '/api/user/favorites' }),
  'GET /api/user/favorites/:id': () => ({ url: `/api/user/favorites/${paid}` }),
  'GET /api/user/favorites/:id [under review]': () => ({ url: `/api/user/favorites/${underReview}` }),
  'GET /api/user/favorites/:id [suspended, a favourite]': async (actor) => ({
    url: `/api/user/favorites/${await suspendedFavorite(actor)}`,
  }),
  'GET /api/user/favorites/:id [suspended, bought]': () => ({
    url: `/api/user/favorites/${boughtThenSuspended}`,
  }),
  'DELETE /api/user/favorites/:id': () => ({ url: `/api/user/favorites/${paid}` }),
  'DELETE /api/user/favorites/:id [under review]': () => ({ url: `/api/user/favorites/${underReview}` }),
  'DELETE /api/user/favorites/:id [suspended, a favourite]': async (actor) => ({
    url: `/api/user/favorites/${await suspendedFavorite(actor)}`,
  }),

  'POST /api/payments/orders': () => ({ url: '/api/payments/orders', payload: { projectId: paid } }),
  'POST /api/payments/orders [under review]': () => ({
    url: '/api/payments/orders',
    payload: { projectId: underReview },
  }),
  'POST /api/payments/orders/:orderId/capture': async () => ({
    url: `/api/payments/orders/${(await newOrder()).orderId}/capture`,
    payload: {},
  }),
  'GET /api/payments/orders/:orderId': () => ({ url: `/api/payments/orders/${bought.orderId}` }),
  'POST /api/project-sale': () => ({
    url: '/api/project-sale',
    payload: {
      orderId: bought.orderId,
      userId: accounts.user.id,
      projectId: bought.projectId,
      amount: 12.5,
      commission: 1.25,
      paypalMerchantId: null,
    },
  }),
  'POST /api/project/purchase/:id': () => ({
    url: `/api/project/purchase/${bought.projectId}`,
    payload: { orderId: bought.orderId },
  }),
  'POST /api/project/purchase/:id [under review]': () => ({
    url: `/api/project/purchase/${underReview}`,
    payload: {},
  }),
  'GET /api/user/purchased': () => ({ url: '/api/user/purchased' }),
  'GET /api/developer/:id/paypalMerchantId': () => ({
    url: `/api/developer/${owner.user.id}/paypalMerchantId`,
  }),
  'GET /api/project-sale/pending-payments': () => ({ url: '/api/project-sale/pending-payments' }),
  'PUT /api/project-sale/:id/pay': async () => ({ url: `/api/project-sale/${(await newSale()).saleId}/pay` }),

  'POST /api/project/:id/refund-request': async () => ({
    url: `/api/project/${(await newSale()).projectId}/refund-request`,
    payload: { reason: REFUND_REASON },
  }),
  'GET /api/developer/me/refunds': () => ({ url: '/api/developer/me/refunds' }),
  'PUT /api/refunds/:id/developer-comment': async () => ({
    url: `/api/refunds/${await newRefundRequest()}/developer-comment`,
    payload: { comment: 'El comprador la usó durante semanas.' },
  }),
  'GET /api/admin/refunds': () => ({ url: '/api/admin/refunds?status=all' }),
  'POST /api/admin/refunds/:id/approve': async () => ({
    url: `/api/admin/refunds/${await newRefundRequest()}/approve`,
  }),
  'POST /api/admin/refunds/:id/reject': async () => ({
    url: `/api/admin/refunds/${await newRefundRequest()}/reject`,
    payload: { reason: 'La app funciona como se describe.' },
  }),
  'POST /api/admin/sales/:id/refund': async () => ({
    url: `/api/admin/sales/${(await newSale()).saleId}/refund`,
    payload: { reason: 'Disputa abierta en PayPal por el comprador.' },
  }),

  'GET /api/developer/me/ledger': () => ({ url: '/api/developer/me/ledger?page=0&size=20' }),
  'GET /api/developer/me/ledger.csv': () => ({ url: '/api/developer/me/ledger.csv' }),
  'GET /api/admin/balances': () => ({ url: '/api/admin/balances' }),
  'GET /api/admin/developers/:id/ledger': () => ({ url: `/api/admin/developers/${owner.user.id}/ledger` }),
  'GET /api/developer/me/discount-codes': () => ({ url: '/api/developer/me/discount-codes' }),
  // A code for the owner's paid app (another developer may not make one for it).
  'POST /api/developer/me/discount-codes': () => ({
    url: '/api/developer/me/discount-codes',
    payload: { code: newCodeName(), projectId: paid, kind: 'percent', percent: 10 },
  }),
  'PATCH /api/developer/me/discount-codes/:id': async () => ({
    url: `/api/developer/me/discount-codes/${await newCode()}`,
    payload: { status: 'paused' },
  }),
  'POST /api/payments/quote': () => ({ url: '/api/payments/quote', payload: { projectId: paid } }),
  'GET /api/developer/me/webhooks': () => ({ url: '/api/developer/me/webhooks' }),
  // Each caller's own new endpoint (each is deleted again at once, so the limit of 5 never binds).
  'POST /api/developer/me/webhooks': () => ({
    url: '/api/developer/me/webhooks',
    payload: { url: WEBHOOK_URL, events: ['sale.completed'] },
  }),
  'PATCH /api/developer/me/webhooks/:id': async () => ({
    url: `/api/developer/me/webhooks/${await newEndpoint()}`,
    payload: { description: 'Contabilidad' },
  }),
  'DELETE /api/developer/me/webhooks/:id': async () => ({
    url: `/api/developer/me/webhooks/${await newEndpoint()}`,
  }),
  'POST /api/developer/me/webhooks/:id/rotate-secret': async () => ({
    url: `/api/developer/me/webhooks/${await newEndpoint()}/rotate-secret`,
  }),
  'POST /api/developer/me/webhooks/:id/resume': async () => ({
    url: `/api/developer/me/webhooks/${await newEndpoint()}/resume`,
  }),
  'POST /api/developer/me/webhooks/:id/test': async () => ({
    url: `/api/developer/me/webhooks/${await newEndpoint()}/test`,
  }),
  'GET /api/developer/me/webhooks/:id/deliveries': async () => ({
    url: `/api/developer/me/webhooks/${await newEndpoint()}/deliveries?page=0&size=20`,
  }),
  // A new sale each time, so the owner is owed something to pay.
  'POST /api/admin/developers/:id/payout': async () => {
    await newSale();
    return { url: `/api/admin/developers/${owner.user.id}/payout` };
  },

  'GET /api/developer/me/commission': () => ({ url: '/api/developer/me/commission' }),
  'GET /api/developer/me/overview': () => ({ url: '/api/developer/me/overview' }),
  'GET /api/developer/me/analytics': () => ({ url: '/api/developer/me/analytics?days=30' }),
  'GET /api/developer/me/analytics.csv': () => ({ url: '/api/developer/me/analytics.csv?days=30' }),
  'GET /api/developer/me/analytics/sources': () => ({ url: '/api/developer/me/analytics/sources?days=30' }),
  'GET /api/developer/me/analytics/sources.csv': () => ({
    url: '/api/developer/me/analytics/sources.csv?days=30',
  }),
  'GET /api/developer/me/sales': () => ({ url: '/api/developer/me/sales' }),

  'GET /api/admin/overview': () => ({ url: '/api/admin/overview' }),
  'GET /api/admin/projects': () => ({ url: '/api/admin/projects?status=UNDER_REVIEW' }),
  'GET /api/admin/users': () => ({ url: '/api/admin/users?role=developer' }),
  'PUT /api/admin/users/:id': () => ({
    url: `/api/admin/users/${owner.user.id}`,
    payload: { verified: true },
  }),
  'GET /api/admin/deletion-requests': () => ({ url: '/api/admin/deletion-requests?status=ALL' }),
  'PUT /api/admin/deletion-requests/:id': async () => ({
    url: `/api/admin/deletion-requests/${await newDeletionRequest()}`,
    payload: { decision: 'REFUSE', note: 'Tiene compradores activos.' },
  }),
  'GET /api/admin/revisions': () => ({ url: '/api/admin/revisions' }),
  'PUT /api/admin/revisions/:id': async () => ({
    url: `/api/admin/revisions/${await newRevision()}`,
    payload: { decision: 'REFUSE', note: 'Las capturas no muestran la versión nueva.' },
  }),
  'GET /api/admin/decisions': () => ({ url: '/api/admin/decisions' }),
  'GET /api/admin/system': () => ({ url: '/api/admin/system' }),
  'GET /api/admin/system/stuck': () => ({ url: '/api/admin/system/stuck' }),
  'POST /api/admin/system/stuck/:kind/:id/retry': async () => ({
    url: `/api/admin/system/stuck/mail/${await stuckFixtures(t).gaveUpMail()}/retry`,
  }),
  'POST /api/admin/system/stuck/:kind/:id/give-up': async () => ({
    url: `/api/admin/system/stuck/github_check/${await stuckFixtures(t).setAsideCheck()}/give-up`,
    payload: { reason: 'GitHub never answered for this profile.' },
  }),
  'POST /api/admin/system/stuck/:kind/:id/handled': async () => ({
    url: `/api/admin/system/stuck/mail/${await stuckFixtures(t).gaveUpMail()}/handled`,
  }),
  'GET /api/admin/sales': () => ({ url: '/api/admin/sales' }),
  'GET /api/admin/sales.csv': () => ({ url: '/api/admin/sales.csv' }),
  'GET /api/admin/payouts': () => ({ url: '/api/admin/payouts' }),
  'GET /api/admin/github-checks': () => ({ url: '/api/admin/github-checks' }),
  'GET /api/developer/me/github-checks': () => ({ url: '/api/developer/me/github-checks' }),
  'PUT /api/developer/me/github-profile': () => {
    const login = uniqueGithubLogin();
    github.addUser(login);
    return { url: '/api/developer/me/github-profile', payload: { githubProfile: `github.com/${login}` } };
  },
  'GET /api/project/:id/builds': () => ({ url: `/api/project/${paid}/builds` }),
  // A project of its own each time: one import at a time per project.
  'POST /api/project/:id/builds': async () => ({
    url: `/api/project/${await fx.publishedProject(owner)}/builds`,
    payload: { version: '2.0.0', source: { kind: 'ref', ref: 'main', folder: 'dist' } },
  }),
  'GET /api/builds/:id': () => ({ url: `/api/builds/${paidBuild}` }),
  'GET /api/admin/builds': () => ({ url: '/api/admin/builds' }),
  'POST /api/admin/builds/:id/approve': async () => ({
    url: `/api/admin/builds/${await hostedBuildFor(t, paid, { review: 'PENDING' })}/approve`,
  }),
  'POST /api/admin/builds/:id/withdraw': async () => ({
    url: `/api/admin/builds/${(await insertReadyBuild(t, paid, sampleAppFiles('Retirada'), { current: false, review: 'APPROVED' })).buildId}/withdraw`,
    payload: { reason: 'Carga un script de un dominio comprometido.' },
  }),
  'PUT /api/builds/:id/release-notes': () => ({
    url: `/api/builds/${previewBuildId}/release-notes`,
    payload: { releaseNotes: 'Arreglos y mejoras.\nMás en https://fotoapp.io/notas' },
  }),
  'PUT /api/builds/:id/release-notes [approved]': () => ({
    url: `/api/builds/${paidBuild}/release-notes`,
    payload: { releaseNotes: 'Otras notas.' },
  }),
  'GET /api/project/:id/versions': () => ({ url: `/api/project/${paid}/versions` }),
  'GET /api/project/:id/versions [under review]': () => ({ url: `/api/project/${underReview}/versions` }),
  'GET /api/project/:id/versions [suspended, bought]': () => ({
    url: `/api/project/${boughtThenSuspended}/versions`,
  }),
  'POST /api/admin/builds/:id/reject': async () => ({
    url: `/api/admin/builds/${await hostedBuildFor(t, paid, { review: 'PENDING' })}/reject`,
    payload: { note: 'La versión no abre en un teléfono.' },
  }),
  'GET /api/admin/custom-requests': () => ({ url: '/api/admin/custom-requests' }),
  'GET /api/admin/custom-requests/:id/attachment': () => ({
    url: `/api/admin/custom-requests/${customRequestId}/attachment`,
  }),

  'POST /api/project/:id/launch': () => ({ url: `/api/project/${paid}/launch` }),
  'POST /api/project/:id/launch [bought]': () => ({ url: `/api/project/${bought.projectId}/launch` }),
  'POST /api/project/:id/launch [free]': () => ({ url: `/api/project/${free}/launch` }),
  'POST /api/project/:id/launch [no build]': () => ({ url: `/api/project/${underReview}/launch` }),
  'POST /api/builds/:id/launch': () => ({ url: `/api/builds/${previewBuildId}/launch` }),
  'POST /api/project/:id/versions/:buildId/launch': () => ({
    url: `/api/project/${paid}/versions/${paidBuild}/launch`,
  }),
  'POST /api/project/:id/versions/:buildId/launch [bought]': () => ({
    url: `/api/project/${bought.projectId}/versions/${boughtBuild}/launch`,
  }),
  'POST /api/project/:id/versions/:buildId/launch [suspended, bought]': () => ({
    url: `/api/project/${boughtThenSuspended}/versions/${suspendedBuild}/launch`,
  }),
  'POST /api/project/:id/versions/:buildId/launch [pending build]': () => ({
    url: `/api/project/${paid}/versions/${previewBuildId}/launch`,
  }),

  'POST /api/custom-requests': async () => ({
    url: '/api/custom-requests',
    ...(await customRequestForm(false)),
  }),

  'GET /api/notices': () => ({ url: '/api/notices?page=0&size=20' }),
  'GET /api/notices/unread-count': () => ({ url: '/api/notices/unread-count' }),
  'POST /api/notices/:id/read': () => ({ url: `/api/notices/${userNotice}/read` }),
  'POST /api/notices/read-all': () => ({ url: '/api/notices/read-all' }),
  'GET /api/user/email-settings': () => ({ url: '/api/user/email-settings' }),
  'PUT /api/user/email-settings': () => ({
    url: '/api/user/email-settings',
    payload: { kind: 'app_updates', enabled: true },
  }),
  'PUT /api/user/email-settings/apps/:id': () => ({
    url: `/api/user/email-settings/apps/${bought.projectId}`,
    payload: { enabled: true },
  }),
  'PUT /api/user/email-settings/apps/:id [under review]': () => ({
    url: `/api/user/email-settings/apps/${underReview}`,
    payload: { enabled: true },
  }),
  'GET /api/email/unsubscribe': () => ({ url: `/api/email/unsubscribe?token=${unsubscribeToken}` }),
  'GET /api/email/unsubscribe/details': () => ({
    url: `/api/email/unsubscribe/details?token=${unsubscribeToken}`,
  }),
  'GET /api/email/unsubscribe/details [forged]': () => ({
    url: `/api/email/unsubscribe/details?token=${forgedToken}`,
  }),
  'POST /api/email/unsubscribe': () => ({
    url: `/api/email/unsubscribe?token=${unsubscribeToken}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: Buffer.from('List-Unsubscribe=One-Click'),
  }),
  'POST /api/email/unsubscribe [forged]': () => ({
    url: `/api/email/unsubscribe?token=${forgedToken}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: Buffer.from('List-Unsubscribe=One-Click'),
  }),
};

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    githubUrl: github.url,
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    },
    // The matrix comments and sends requests more often than a person would in a minute.
    env: { RATE_LIMIT_COMMENT_MAX: '1000', RATE_LIMIT_REQUEST_MAX: '1000' },
  });
  fx = paymentFixtures(t, github);

  owner = await fx.verifiedDeveloper();
  const otherDeveloper = await fx.verifiedDeveloper();
  const user = await registerUser(t);
  const adminEmail = uniqueEmail('admin');
  await t.services.auth.ensureAdmin({ email: adminEmail, password: ADMIN_PASSWORD });
  accounts = {
    user: await accountOf(user.token, user.password, 'user'),
    owner: await accountOf(owner.token, 'secreto123', 'developer'),
    otherDeveloper: await accountOf(otherDeveloper.token, 'secreto123', 'developer'),
    admin: await accountOf(await signIn(adminEmail, ADMIN_PASSWORD, 'admin'), ADMIN_PASSWORD, 'admin'),
  };
  const target = await registerUser(t);
  signInTarget = { email: target.email, password: target.password };

  paid = await fx.publishedProject(owner, { price: 9.99 });
  free = await fx.publishedProject(owner, { price: 0 });
  paidBuild = (await fx.call('GET', `/api/project/${paid}`)).json().hostedBuild.buildId as string;
  underReview = await newUnderReview();
  bought = await newSale();
  boughtThenSuspended = (await newSale()).projectId;
  const suspended = await fx.call('PUT', `/api/project/${boughtThenSuspended}`, accounts.admin.token, {
    status: 'SUSPENDED',
    reason: 'Contenido en revisión.',
  });
  expectStatus(suspended, 200, 'suspend');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/custom-requests',
    ...(await customRequestForm(true)),
  });
  customRequestId = expectStatus(sent, 201, 'custom request').json().id as string;
  // The hosted builds the apps' launches need (the app under review has none).
  for (const projectId of [paid, free, bought.projectId])
    await insertReadyBuild(t, projectId, sampleAppFiles());
  previewBuildId = (await insertReadyBuild(t, paid, sampleAppFiles('Nueva'), { current: false })).buildId;
  boughtBuild = (await fx.call('GET', `/api/project/${bought.projectId}`, accounts.admin.token)).json()
    .hostedBuild.buildId as string;
  suspendedBuild = (await fx.call('GET', `/api/project/${boughtThenSuspended}`, accounts.admin.token)).json()
    .hostedBuild.buildId as string;
  const notices = createNoticeRepository(t.deps.db);
  await notices.insertMany([
    {
      userId: accounts.user.id,
      code: 'owner.app_restored',
      params: { app: 'Contador' },
      link: '/app/contador',
    },
  ]);
  userNotice = (await notices.listFor(accounts.user.id, 0, 1))[0]?.id ?? '';
  const claims = { userId: accounts.user.id, kind: 'purchases' as const, projectId: null };
  unsubscribeToken = createUnsubscribeTokens(t.deps.appTokenSecret).sign(claims);
  forgedToken = createUnsubscribeTokens('a-key-that-is-not-the-servers-0123456789').sign(claims);
});
afterAll(async () => {
  await t?.close();
  await github?.close();
});

describe('the authorization matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const routes = [...registered].filter(inScope);
    const covered = new Set(Object.keys(MATRIX).map(routeOf));
    expect(routes.length).toBeGreaterThan(50);
    expect
      .soft(
        routes.filter((route) => !covered.has(route)),
        'routes without a row in MATRIX',
      )
      .toEqual([]);
    expect
      .soft(
        [...covered].filter((route) => !routes.includes(route)),
        'rows naming a route the app does not have',
      )
      .toEqual([]);
  });

  it.each(Object.keys(MATRIX) as TRowKey[])('%s', async (key) => {
    const route = routeOf(key);
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const call = await CALLS[key](actor);
      if (!reaches(route, call.url)) throw new Error(`${key}: the call goes to ${call.url}`);
      const token = call.token ?? (actor === 'visitor' ? undefined : accounts[actor].token);
      const response = await t.app.inject({
        method,
        url: call.url,
        headers: { ...(token ? bearer(token) : {}), ...call.headers },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      });
      await call.after?.(response);
      const expected = MATRIX[key][actor];
      if (response.statusCode !== expected)
        failures.push(
          `${key} as ${actor}: expected ${expected}, got ${response.statusCode}: ${response.body.slice(0, 500)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});

describe('what a 200 shows depends on who asks', () => {
  it("a paid app's demo address goes only to its buyers, its developer and admins", async () => {
    const demoUrlFor = async (token?: string) =>
      expectStatus(await fx.call('GET', `/api/project/${bought.projectId}`, token), 200, 'detail').json()
        .demoUrl as string | null;
    expect(await demoUrlFor()).toBeNull();
    expect(await demoUrlFor(accounts.otherDeveloper.token)).toBeNull();
    expect(await demoUrlFor(accounts.user.token)).toBe('https://fotoapp.io/app');
    expect(await demoUrlFor(accounts.owner.token)).toBe('https://fotoapp.io/app');
    expect(await demoUrlFor(accounts.admin.token)).toBe('https://fotoapp.io/app');
    const notBought = await fx.call('GET', `/api/project/${paid}`, accounts.user.token);
    expect(notBought.json().demoUrl).toBeNull();
  });

  it("a developer's list shows an unpublished project only to that developer and admins", async () => {
    const idsFor = async (token?: string) =>
      (
        expectStatus(
          await fx.call('GET', `/api/project/developer/${owner.user.id}`, token),
          200,
          'developer list',
        ).json() as { id: string }[]
      ).map((p) => p.id);
    for (const token of [undefined, accounts.user.token, accounts.otherDeveloper.token]) {
      const ids = await idsFor(token);
      expect(ids).toContain(paid);
      expect(ids).not.toContain(underReview);
    }
    expect(await idsFor(accounts.owner.token)).toContain(underReview);
    expect(await idsFor(accounts.admin.token)).toContain(underReview);
  });
});
