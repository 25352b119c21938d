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
import { createEngagementService } from './modules/engagement/engagement.service';
import { createGithubCheckService } from './modules/github-checks/github-check.service';
import { createGithubCheckWorker } from './modules/github-checks/github-check-worker';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createMailOutbox } from './modules/mail/mail-outbox';
import { createPaymentService } from './modules/payments/payment.service';
import { createPayoutService } from './modules/payments/payout.service';
import { createProjectService } from './modules/projects/project.service';
import { createProjectListings } from './modules/projects/project-listings';
import { createProjectRevisionService } from './modules/projects/project-revision.service';
import { createRefundService } from './modules/refunds/refund.service';
import { createRefundAdminService } from './modules/refunds/refund-admin.service';
import { createRefundWorker } from './modules/refunds/refund-worker';

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
  const projectRevisions = createProjectRevisionService(deps);
  const projectListings = createProjectListings(deps, projectRevisions);
  return {
    auth: createAuthService(deps),
    passwordReset: createPasswordResetService(deps),
    sessions: createSessionResolver(deps),
    projects: createProjectService(deps, { revisions: projectRevisions, listings: projectListings }),
    projectRevisions,
    builds: createBuildService(deps),
    engagement: createEngagementService(deps),
    payments: createPaymentService(deps, log),
    payouts: createPayoutService(deps, log),
    refunds: createRefundService(deps),
    refundAdmin: createRefundAdminService(deps, log),
    ledger: createLedgerService(deps),
    developerProfile: createDeveloperProfileService(deps),
    developerDashboard: createDeveloperDashboardService(deps),
    githubChecks: createGithubCheckService(deps),
    customRequests: createCustomRequestService(deps),
    adminAccounts: createAdminAccountsService(deps),
    adminCatalogue: createAdminCatalogueService(deps),
    adminReports: createAdminReportsService(deps),
    appLaunch: createAppLaunchService(deps),
    /** What runs in the background of every server process (main.ts starts them). */
    workers: {
      mail: createMailOutbox(deps, log),
      githubChecks: createGithubCheckWorker(deps, log),
      builds: createBuildImportWorker(deps, log),
      refunds: createRefundWorker(deps, log),
    },
  };
}

export type TAppServices = ReturnType<typeof createAppServices>;
