import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { CUSTOM_REQUEST_LIMITS } from '@vitrina/shared/custom-requests/custom-request.schemas';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TAppDeps } from './app-deps';
import { createAppServices } from './app-services';
import { serverPackageRoot } from './lib/package-root';
import { adminAccountRoutes } from './modules/admin/admin-accounts.routes';
import { adminCatalogueRoutes } from './modules/admin/admin-catalogue.routes';
import { adminReportRoutes } from './modules/admin/admin-reports.routes';
import { appHostSite, sendAppHostFrameworkError } from './modules/app-host/app-host.plugin';
import {
  acceptEveryHttpMethod,
  appHostConstraint,
  appSlugOfRequest,
  LAUNCH_PATH,
} from './modules/app-host/app-host-routing';
import { appLaunchRoutes } from './modules/app-host/app-launch.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { buildRoutes } from './modules/builds/build.routes';
import { customRequestRoutes } from './modules/custom-requests/custom-request.routes';
import { developerRoutes } from './modules/developers/developer.routes';
import { developerDashboardRoutes } from './modules/developers/developer-dashboard.routes';
import { discountRoutes } from './modules/discounts/discount.routes';
import { engagementRoutes } from './modules/engagement/engagement.routes';
import { githubCheckRoutes } from './modules/github-checks/github-check.routes';
import { configRoutes } from './modules/health/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { healthProbeRoutes } from './modules/health/health-probes.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { metricsPlugin } from './modules/metrics';
import { emailSettingsRoutes } from './modules/notices/email-settings.routes';
import { noticeRoutes } from './modules/notices/notice.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { projectRoutes } from './modules/projects/project.routes';
import { referralRoutes } from './modules/referrals/referral.routes';
import { referralCapturePlugin } from './modules/referrals/referral-capture.plugin';
import { refundRoutes } from './modules/refunds/refund.routes';
import { sitemapRoutes, type TSitemapOptions } from './modules/sitemap/sitemap.routes';
import { systemRoutes } from './modules/system/system.routes';
import { webhookRoutes } from './modules/webhooks/webhook.routes';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler';
import { httpCachePlugin } from './plugins/http-cache';
import { openApiPlugin } from './plugins/openapi';
import { publicReadCachePlugin } from './plugins/public-read-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}

/** Log fields that must never be written: credentials, tokens, card data, keys. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.passwordHash',
];

/** A request id taken from the proxy's X-Request-Id: bounded, and safe in a log line or header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The addresses that carry an unsubscribe link's token (the API's and the confirmation page). */
const UNSUBSCRIBE_ADDRESS = /^\/(api\/email\/)?unsubscribe[/?]/;

/**
 * One log line per request, written when it is answered (Fastify's default writes two), with flat
 * fields: cheaper to write and to redact than the request and reply objects.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // A launch address's token opens a paid app, and an unsubscribe link's turns someone's mails
    // off: they stay out of the log.
    const url = request.url.startsWith(`${LAUNCH_PATH}?`)
      ? request.url.replace(/([?&]t=)[^&]*/g, '$1[redacted]')
      : UNSUBSCRIBE_ADDRESS.test(request.url)
        ? request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]')
        : request.url;
    const line = {
      method: request.method,
      // A hostile request may send a huge address; the log keeps its start.
      url: url.length > 2048 ? `${url.slice(0, 2048)}…` : url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      remoteAddress: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

export type TBuildAppOptions = {
  /** false silences the log; a stream receives the JSON lines (tests read them). */
  logger?: false | { stream: { write: (line: string) => void } };
  /** Where the built web app lives; defaults to ../web/dist beside the server package. */
  webDistDir?: string;
  /** The sitemap's page size (tests lower it). */
  sitemap?: TSitemapOptions;
  /** Sees every route as it is registered (the authorization matrix lists them). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole HTTP application on the given dependencies; `listen` is the caller's business. */
export async function buildApp(deps: TAppDeps, options: TBuildAppOptions = {}) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            ...(options.logger ? { stream: options.logger.stream } : {}),
          },
    // The proxy's request id when it sent a sound one, else a new one; every log line of the
    // request carries it (as `reqId`, see the log controller), and so do its answer's X-Request-Id
    // and error body.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: deps.config.TRUST_PROXY,
    logController: new OneLinePerRequest({ requestIdLogLabel: 'reqId' }),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Errors Fastify answers before any route runs (bad percent-encoding, over-long path parameter),
    // in the manner of the host asked: an app's host has pages, the main site error bodies.
    frameworkErrors: (error, request, reply) =>
      appSlugOfRequest(deps.config, request.raw)
        ? sendAppHostFrameworkError(deps.config, error, request, reply)
        : sendFrameworkError(error, request, reply),
    // Requests to an app's own host reach only the app host's route (see appHostSite).
    routerOptions: { constraints: { appHost: appHostConstraint(deps.config) } },
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('deps', deps);
  app.decorate('services', createAppServices(deps, app.log));
  // Before both sites: every request of either is measured.
  await app.register(metricsPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Once closing (SIGTERM), an answer still in flight closes its connection after it: Fastify
  // closes only the connections idle when the close starts, and a kept-alive one freed later would
  // hold the close open until the shutdown deadline (the keep-alive timeout is 72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  // Two sites on one server, told apart by the Host header, each an encapsulated context of its
  // own so that neither's hooks, handlers or caches reach the other: the hosted apps' own origins
  // (route constraint `appHost`), and the main site.
  acceptEveryHttpMethod(app);
  await app.register(appHostSite);
  await app.register(mainSite, {
    webDistDir:
      options.webDistDir ?? deps.config.WEB_DIST_DIR ?? join(serverPackageRoot(), '..', 'web', 'dist'),
    sitemap: options.sitemap ?? {},
  });
  return app;
}

/**
 * The main site: the API, its documents and the web app, with the plugins all its answers go
 * through (security headers, caches, ETags, compression, rate limits, authentication). Their hooks
 * stay inside this context: an app's host never runs them (see appHostSite).
 */
async function mainSite(app: FastifyInstance, options: { webDistDir: string; sitemap: TSitemapOptions }) {
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  // ETags are computed on the uncompressed answer, so this comes before compression.
  await app.register(httpCachePlugin);
  // Between the two: it keeps the answer with its ETag, before compression.
  await app.register(publicReadCachePlugin);
  await app.register(compress, { threshold: 1024 });
  // Multipart only for the custom request form: one file, its size checked while it streams.
  await app.register(multipart, {
    // Above any chunk a socket delivers: @fastify/busboy 3.2 never ends a form when one chunk
    // pushes more than this into a part it skips (no form-data disposition, a line break in
    // its name), which left the request unanswered.
    fileHwm: 2 * 1024 * 1024,
    limits: {
      fileSize: CUSTOM_REQUEST_LIMITS.attachmentMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 12,
    },
  });
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin, { resolveSession: app.services.sessions });

  await app.register(healthRoutes);
  await app.register(healthProbeRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(projectRoutes);
  await app.register(developerRoutes);
  await app.register(developerDashboardRoutes);
  await app.register(referralRoutes);
  await app.register(engagementRoutes);
  await app.register(paymentRoutes);
  await app.register(refundRoutes);
  await app.register(ledgerRoutes);
  await app.register(discountRoutes);
  await app.register(webhookRoutes);
  await app.register(systemRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminAccountRoutes);
  await app.register(customRequestRoutes);
  await app.register(githubCheckRoutes);
  await app.register(buildRoutes);
  await app.register(mediaRoutes);
  await app.register(appLaunchRoutes);
  await app.register(noticeRoutes);
  await app.register(emailSettingsRoutes);
  // Before the web app: its page fallback must not answer these.
  await app.register(sitemapRoutes, options.sitemap);

  // A page's `?ref=` (after the read cache, so a cached page counts too; see the plugin).
  await app.register(referralCapturePlugin);
  await app.register(webAppPlugin, { distDir: options.webDistDir });
}

export type TApp = Awaited<ReturnType<typeof buildApp>>;
