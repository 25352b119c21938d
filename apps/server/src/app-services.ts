import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from './app-deps';
import { createAdminAccountsService } from './modules/admin/admin-accounts.service';
import { createAdminCatalogueService } from './modules/admin/admin-catalogue.service';
import { createAdminReportsService } from './modules/admin/admin-reports.service';
import { createAppLaunchService } from './modules/app-host/app-launch.service';
import { createAuthService } from './modules/auth/auth.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createSessionResolver } from './modules/auth/session-resolver';
import { createBuildService } from './modules/builds/build.service';
import { createBuildImportWorker } from './modules/builds/build-import-worker';
import { createCustomRequestService } from './modules/custom-requests/custom-request.service';
import { createDeveloperDashboardService } from './modules/developers/developer-dashboard.service';
import { createDeveloperProfileService } from './modules/developers/developer-profile.service';
import { createPublicSales } from './modules/discounts';
import { createDiscountService } from './modules/discounts/discount.service';
import { createEngagementService } from './modules/engagement/engagement.service';
import { createGithubCheckService } from './modules/github-checks/github-check.service';
import { createGithubCheckWorker } from './modules/github-checks/github-check-worker';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createMailOutbox } from './modules/mail/mail-outbox';
import { createEmailSettingsService } from './modules/notices/email-settings.service';
import { createNoticeService } from './modules/notices/notice.service';
import { createNotifications, createOwnerNoticeWorker } from './modules/notifications';
import { createPaymentService } from './modules/payments/payment.service';
import { createPayoutService } from './modules/payments/payout.service';
import { createProjectService } from './modules/projects/project.service';
import { createProjectListings } from './modules/projects/project-listings';
import { createProjectRevisionService } from './modules/projects/project-revision.service';
import { createReferralService } from './modules/referrals/referral.service';
import { createRefundService } from './modules/refunds/refund.service';
import { createRefundAdminService } from './modules/refunds/refund-admin.service';
import { createRefundProcessing } from './modules/refunds/refund-processing';
import { createRefundWorker } from './modules/refunds/refund-worker';
import { createSystemService } from './modules/system/system.service';
import { createWebhookService } from './modules/webhooks/webhook.service';
import { createWebhookWorker } from './modules/webhooks/webhook-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services, made once when the app is built (see createAppServices). */
    services: TAppServices;
  }
}

/**
 * The app's dependency container: every service and background worker, made once from the app's
 * dependencies when the app is built. Routes take theirs from `app.services`; main.ts starts the
 * workers. A service that needs another is handed it here, so no module builds another's service.
 */
export function createAppServices(deps: TAppDeps, log: FastifyBaseLogger) {
  const notifications = createNotifications({
    config: deps.config,
    clock: deps.clock,
    secret: deps.appTokenSecret,
  });
  const told = { notifications };
  const projectRevisions = createProjectRevisionService(deps, told);
  const sales = createPublicSales(deps);
  const projectListings = createProjectListings(deps, { revisions: projectRevisions, sales });
  const refunds = createRefundService(deps, told);
  const refundProcessing = createRefundProcessing(deps, log, told);
  const discounts = createDiscountService(deps);
  return {
    notifications,
    auth: createAuthService(deps, told),
    passwordReset: createPasswordResetService(deps, told),
    sessions: createSessionResolver(deps),
    projects: createProjectService(deps, {
      ...told,
      revisions: projectRevisions,
      listings: projectListings,
      sales,
    }),
    projectRevisions,
    builds: createBuildService(deps, told),
    engagement: createEngagementService(deps, { ...told, sales }),
    discounts,
    payments: createPaymentService(deps, log, { ...told, discounts }),
    payouts: createPayoutService(deps, log, told),
    refunds,
    refundAdmin: createRefundAdminService(deps, { ...told, processing: refundProcessing, refunds }),
    ledger: createLedgerService(deps),
    developerProfile: createDeveloperProfileService(deps),
    developerDashboard: createDeveloperDashboardService(deps),
    referrals: createReferralService(deps),
    githubChecks: createGithubCheckService(deps),
    customRequests: createCustomRequestService(deps, told),
    adminAccounts: createAdminAccountsService(deps),
    adminCatalogue: createAdminCatalogueService(deps, told),
    adminReports: createAdminReportsService(deps),
    appLaunch: createAppLaunchService(deps),
    notices: createNoticeService(deps),
    emailSettings: createEmailSettingsService(deps),
    webhooks: createWebhookService(deps),
    system: createSystemService(deps),
    /** What runs in the background of every server process (main.ts starts them). */
    workers: {
      mail: createMailOutbox(deps, log),
      githubChecks: createGithubCheckWorker(deps, log, told),
      builds: createBuildImportWorker(deps, log, told),
      refunds: createRefundWorker(deps, log, { processing: refundProcessing }),
      owners: createOwnerNoticeWorker(deps, log),
      webhooks: createWebhookWorker(deps, log, told),
    },
  };
}

export type TAppServices = ReturnType<typeof createAppServices>;
