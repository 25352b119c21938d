import type {
  TAdminDeletionRequest,
  TAdminProjectPage,
  TDeletionDecision,
} from '@vitrina/shared/dashboards/admin.schemas';
import { fromCents } from '@vitrina/shared/payments/commission';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createAdminRepository } from '../../db/repositories/admin.repository';
import { createDeletionRequestRepository } from '../../db/repositories/deletion-request.repository';
import { createGithubCheckRepository } from '../../db/repositories/github-check.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import type { TNotifications } from '../notifications';
import { changeProjectStatus } from '../projects';

/** The admin's side of the catalogue: every project for review, and the developers' deletion requests. */
export function createAdminCatalogueService(
  deps: TAppDeps,
  { notifications }: { notifications: TNotifications },
) {
  const { db, clock } = deps;
  const repo = createAdminRepository(db);
  const deletionRequests = createDeletionRequestRepository(db);
  const githubChecks = createGithubCheckRepository(db);

  return {
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
              notifications,
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
