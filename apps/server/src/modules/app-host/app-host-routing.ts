import { type IncomingMessage, METHODS } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env';
import { appSlugOfHost } from '../../lib/app-origin';
import { singleValueConstraint } from '../../lib/route-constraint';

type THostConfig = Pick<TConfig, 'APPS_ORIGIN' | 'PORT' | 'TRUST_PROXY'>;

/** Where a launch address lands on an app's host (no app file is served from here). */
export const LAUNCH_PATH = '/__vitrina/launch';

/** The value of the route constraint that marks a request to an app's own host. */
export const APP_HOST = 'app';

/** The host a request was sent to: X-Forwarded-Host behind a trusted proxy, else Host. */
export function requestHostOf(raw: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? raw.headers['x-forwarded-host'] : undefined;
  const value = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return value ? value.split(',')[0]?.trim() : raw.headers.host;
}

/** The app slug of the host a request was sent to; null for the main site. */
export const appSlugOfRequest = (config: THostConfig, raw: IncomingMessage) =>
  appSlugOfHost(config, requestHostOf(raw, config.TRUST_PROXY));

/**
 * The router's `appHost` constraint: a request to an app's host derives the value APP_HOST and
 * must match it (`mustMatchWhenDerived`), so it reaches only the routes that declare
 * `constraints: { appHost: APP_HOST }` (the app host's), never one of the main site's; a request
 * to any other host derives nothing, so those routes are out of its reach.
 */
export function appHostConstraint(config: THostConfig) {
  return singleValueConstraint({
    name: 'appHost',
    value: APP_HOST,
    applies: (raw) => Boolean(appSlugOfRequest(config, raw)),
    mustMatchWhenDerived: true,
  });
}

/**
 * Lets the router take every method Node reads (Fastify knows nine by default), so a request to an
 * app's host with an unusual method (PROPFIND...) reaches the app host's answer too rather than
 * the main site's not-found handler. CONNECT never reaches Fastify.
 */
export function acceptEveryHttpMethod(app: FastifyInstance) {
  for (const method of METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method);
  }
}
