import type {
  TAdminDeletionRequest,
  TAdminOverview,
  TAdminProjectPage,
  TAdminUser,
  TAdminUserPage,
  TAdminUserUpdate,
  TDeletionDecision,
} from '@vitrina/shared/dashboards/admin.schemas';
import { fromCents } from '@vitrina/shared/payments/commission';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createAdminRepository } from '../../db/repositories/admin.repository';
import { createDeletionRequestRepository } from '../../db/repositories/deletion-request.repository';
import { createGithubCheckRepository } from '../../db/repositories/github-check.repository';
import { createLedgerReadRepository } from '../../db/repositories/ledger-read.repository';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createPayoutRepository } from '../../db/repositories/payout.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { createProjectRevisionRepository } from '../../db/repositories/project-revision.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { users } from '../../db/tables/accounts';
import { AppError } from '../../lib/app-error';
import { bpsToRate, rateToBps } from '../../lib/money';
import { pageOf } from '../../lib/paging';
import { createAccountAccess, type TActor } from '../access';
import { changeProjectStatus } from '../projects/project-status';

type TUserRow = typeof users.$inferSelect;

const toAdminUser = (user: TUserRow, projectCount: number): TAdminUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  verified: user.verified,
  isInternal: user.isInternal,
  commissionRate: user.commissionRateBps === null ? null : bpsToRate(user.commissionRateBps),
  paypalMerchantId: user.paypalMerchantId,
  githubProfile: user.githubProfile,
  projectCount,
  createdAt: user.createdAt.toISOString(),
});

export function createAdminService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createAdminRepository(db);
  const deletionRequests = createDeletionRequestRepository(db);
  const payments = createPaymentRepository(db);
  const payouts = createPayoutRepository(db);
  const ledger = createLedgerReadRepository(db);
  const revisions = createProjectRevisionRepository(db);
  const githubChecks = createGithubCheckRepository(db);
  const accounts = createAccountAccess(db);

  return {
    async overview(): Promise<TAdminOverview> {
      const now = clock.now();
      const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [
        byStatus,
        reviewedToday,
        salesTotals,
        owed,
        paidCents,
        userCounts,
        pendingDeletionRequests,
        pendingRevisions,
      ] = await Promise.all([
        repo.projectCountsByStatus(),
        repo.reviewsSince(startOfDay),
        payments.salesTotals(),
        ledger.owedToDevelopers(),
        payouts.paidTotal(),
        repo.userCounts(),
        deletionRequests.countOpen(),
        revisions.countPending(),
      ]);
      const status = (s: string) => byStatus.get(s as never) ?? 0;
      return {
        projects: {
          total: [...byStatus.values()].reduce((a, b) => a + b, 0),
          underReview: status('UNDER_REVIEW'),
          pending: status('PENDING'),
          published: status('PUBLISHED'),
          draft: status('DRAFT'),
          rejected: status('REJECTED'),
          suspended: status('SUSPENDED'),
          reviewedToday,
        },
        sales: {
          count: salesTotals.count,
          revenue: fromCents(salesTotals.amountCents),
          commission: fromCents(salesTotals.commissionCents),
          developerNet: fromCents(salesTotals.netCents),
          pendingPayouts: fromCents(owed.cents),
          pendingPayoutCount: owed.developers,
          paidPayouts: fromCents(paidCents),
        },
        users: {
          total: userCounts.total,
          developers: userCounts.developers,
          unverifiedDevelopers: userCounts.unverified,
        },
        pendingDeletionRequests,
        pendingRevisions,
      };
    },

    async listProjects(query: {
      status?: string;
      q?: string;
      page: number;
      size: number;
    }): Promise<TAdminProjectPage> {
      const { rows, total } = await repo.listProjects(query, query.page, query.size);
      const [openRequests, checks] = await Promise.all([
        deletionRequests.openIdsOf(rows.map((row) => row.project.id)),
        githubChecks.projectStates(rows.map(({ project }) => project)),
      ]);
      return {
        projects: rows.map(({ project, developerName }) => ({
          id: project.id,
          slug: project.slug,
          name: project.name,
          shortDescription: project.shortDescription,
          mainImage: project.mainImage,
          category: project.category,
          price: fromCents(project.priceCents),
          status: project.status,
          developerId: project.developerId,
          developerName,
          observations: project.observations,
          observationsCode: project.observationsCode,
          views: project.views,
          totalSales: project.salesCount,
          createdAt: project.createdAt.toISOString(),
          lastUpdated: project.updatedAt.toISOString(),
          pendingDeletionRequestId: openRequests.get(project.id) ?? null,
          githubCheck: checks.get(project.id) ?? null,
        })),
        ...pageOf(total, query.page, query.size),
      };
    },

    async listUsers(query: {
      role?: 'user' | 'developer' | 'admin';
      q?: string;
      page: number;
      size: number;
    }): Promise<TAdminUserPage> {
      const { rows, total } = await repo.listUsers(query, query.page, query.size);
      return {
        users: rows.map((r) => toAdminUser(r.user, r.projectCount)),
        ...pageOf(total, query.page, query.size),
      };
    },

    /** Verified, internal and commission rate: set by admins on developer accounts only. */
    async updateUser(admin: NonNullable<TActor>, id: string, change: TAdminUserUpdate): Promise<TAdminUser> {
      const found = await repo.findUser(id);
      if (!found) throw new AppError('NOT_FOUND', 'admin.userNotFound');
      accounts.authorize(admin, 'setDeveloperTerms', found.user);
      const values: Partial<TUserRow> = { updatedAt: clock.now() };
      if (change.verified !== undefined) values.verified = change.verified;
      if (change.isInternal !== undefined) values.isInternal = change.isInternal;
      if (change.commissionRate !== undefined)
        values.commissionRateBps = change.commissionRate === null ? null : rateToBps(change.commissionRate);
      await db.transaction(async (tx) => {
        await createUserRepository(tx).update(id, values);
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'user.updated',
          entityType: 'user',
          entityId: id,
          data: {
            before: {
              verified: found.user.verified,
              isInternal: found.user.isInternal,
              commissionRateBps: found.user.commissionRateBps,
            },
            change,
          },
        });
      });
      const updated = await repo.findUser(id);
      if (!updated) throw new AppError('NOT_FOUND', 'admin.userNotFound');
      return toAdminUser(updated.user, updated.projectCount);
    },

    async listDeletionRequests(
      status: 'PENDING' | 'ACCEPTED' | 'REFUSED' | 'ALL',
    ): Promise<TAdminDeletionRequest[]> {
      const rows = await deletionRequests.list(status);
      return rows.map(({ request, projectName, projectStatus, developerName, decidedByName }) => ({
        id: request.id,
        projectId: request.projectId,
        projectName,
        projectStatus,
        developerId: request.developerId,
        developerName,
        reason: request.reason,
        status: request.status,
        decisionNote: request.decisionNote,
        decidedByName,
        decidedAt: request.decidedAt?.toISOString() ?? null,
        createdAt: request.createdAt.toISOString(),
      }));
    },

    /** Accepting suspends the project (it leaves the store, buyers keep access); refusing keeps it. */
    async decideDeletion(adminId: string, id: string, decision: TDeletionDecision) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const requests = createDeletionRequestRepository(tx);
        const request = await requests.lock(id);
        if (!request) throw new AppError('NOT_FOUND', 'admin.requestNotFound');
        if (request.status !== 'PENDING')
          throw new AppError('REQUEST_ALREADY_DECIDED', 'admin.requestAlreadyDecided');
        const note = decision.note?.trim() || null;
        const accepted = decision.decision === 'ACCEPT';
        await requests.decide(id, { status: accepted ? 'ACCEPTED' : 'REFUSED', adminId, note, now });
        if (accepted) {
          const project = await createProjectRepository(tx).lockRow(request.projectId);
          if (project) {
            await changeProjectStatus(tx, {
              project,
              to: 'SUSPENDED',
              actorId: adminId,
              reason: request.reason,
              now,
              extra: { observations: null, observationsCode: 'DELETION_ACCEPTED' },
            });
          }
        }
        await writeAudit(tx, {
          actorId: adminId,
          action: accepted ? 'deletion.accepted' : 'deletion.refused',
          entityType: 'project',
          entityId: request.projectId,
          data: { requestId: id, reason: request.reason, note },
        });
      });
      const [updated] = (await this.listDeletionRequests('ALL')).filter((r) => r.id === id);
      if (!updated) throw new AppError('NOT_FOUND', 'admin.requestNotFound');
      return updated;
    },
  };
}
