import type { TProjectInput } from '@vitrina/shared/projects/project.schemas';
import type {
  TAdminRevision,
  TPendingRevision,
  TRevisionDecision,
  TRevisionFields,
  TRevisionOutcome,
  TRevisionState,
} from '@vitrina/shared/projects/project-revision.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { searchDocuments, toColumns } from '../../db/repositories/project-columns';
import { createProjectRevisionRepository } from '../../db/repositories/project-revision.repository';
import type { TProjectRow } from '../../db/tables/catalogue';
import type { TProjectRevisionRow } from '../../db/tables/revisions';
import { AppError } from '../../lib/app-error';
import { assertPublishable } from '../builds';
import { assertProjectChecked } from '../github-checks';
import type { TNotifications } from '../notifications';
import { diffRevision } from './project-revision-diff';

/** The fields a revision keeps: the form's, without the commission (only an admin sets it, directly). */
function toRevisionFields(input: TProjectInput): TRevisionFields {
  const { customCommissionRate: _, enableCommissions: __, ...fields } = input;
  return fields;
}

/** What the owner sees of their latest revision: waiting, or refused with the reason; null once approved. */
function stateOf(row: Pick<TProjectRevisionRow, 'status' | 'reason' | 'createdAt'> | null | undefined) {
  if (!row || row.status === 'APPROVED') return null;
  return { status: row.status, reason: row.reason, createdAt: row.createdAt.toISOString() };
}

/**
 * Changes to published apps: the owner's edit waits as a revision while the published version stays
 * in the store; an admin approves it (the fields are applied, the app stays published) or refuses
 * it with a reason the developer reads.
 */
export function createProjectRevisionService(
  deps: TAppDeps,
  { notifications }: { notifications: TNotifications },
) {
  const { db, clock } = deps;
  const revisions = createProjectRevisionRepository(db);

  return {
    /**
     * Keeps the owner's edit of a published app as its pending revision, replacing the one already
     * waiting. An edit that leaves the live app as it is withdraws the waiting one: nothing to review.
     */
    async propose(project: TProjectRow, actorId: string, input: TProjectInput) {
      const fields = toRevisionFields(input);
      const changed = diffRevision(project, fields).map((change) => change.field);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // One edit of a project at a time: two at once would each find no revision and add one.
        await createProjectRepository(tx).lockRow(project.id);
        const repo = createProjectRevisionRepository(tx);
        const open = await repo.lockPending(project.id);
        const audit = (action: string, revisionId: string) =>
          writeAudit(tx, {
            actorId,
            action,
            entityType: 'project',
            entityId: project.id,
            data: { revisionId, fields: changed },
          });
        if (changed.length === 0) {
          if (open) {
            await repo.removePending(project.id);
            await audit('revision.withdrawn', open.id);
          }
          return;
        }
        if (open) await repo.replaceFields(open.id, fields, now);
        const revisionId =
          open?.id ??
          (await repo.insert({ projectId: project.id, developerId: project.developerId, fields, now })).id;
        await audit('revision.submitted', revisionId);
        // Admins hear of a revision once, when it starts waiting (not of each edit of it).
        if (!open) await notifications.revisionSubmitted(tx, { projectId: project.id, at: now });
      });
    },

    /** The project's revision as its owner and admins see it with the project. */
    async pendingFor(projectId: string): Promise<TPendingRevision | null> {
      const latest = await revisions.latestFor(projectId);
      const state = stateOf(latest);
      return state && latest ? { ...state, fields: latest.fields } : null;
    },

    /** Each of a developer's projects' revision state (owner and admins): project id → state. */
    async statesByDeveloper(developerId: string): Promise<Map<string, TRevisionState>> {
      const latest = await revisions.latestByDeveloper(developerId);
      const states = new Map<string, TRevisionState>();
      for (const [projectId, row] of latest) {
        const state = stateOf(row);
        if (state) states.set(projectId, state);
      }
      return states;
    },

    countPending: () => revisions.countPending(),

    /** The admin's queue: each pending revision with only the fields it changes, oldest first. */
    async listPending(): Promise<TAdminRevision[]> {
      const rows = await revisions.listPending();
      return rows.map(({ revision, project, developerName }) => ({
        id: revision.id,
        projectId: project.id,
        projectSlug: project.slug,
        projectName: project.name,
        projectStatus: project.status,
        developerId: revision.developerId,
        developerName,
        createdAt: revision.createdAt.toISOString(),
        updatedAt: revision.updatedAt.toISOString(),
        changes: diffRevision(project, revision.fields),
      }));
    },

    /**
     * APPROVE writes the fields onto the project (its search words too) and leaves its status as it
     * is; REFUSE keeps the live version and stores the reason. Each decision once, with its audit row.
     */
    async decide(adminId: string, id: string, decision: TRevisionDecision): Promise<TRevisionOutcome> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const repo = createProjectRevisionRepository(tx);
        const revision = await repo.lock(id);
        if (!revision) throw new AppError('NOT_FOUND', 'admin.revisionNotFound');
        if (revision.status !== 'PENDING')
          throw new AppError('REVISION_ALREADY_DECIDED', 'admin.revisionAlreadyDecided');
        const projects = createProjectRepository(tx);
        await projects.lockRow(revision.projectId);
        const live = await projects.findWithDeveloper({ id: revision.projectId });
        if (!live) throw new AppError('NOT_FOUND', 'admin.revisionNotFound');
        const approved = decision.decision === 'APPROVE';
        // Changes that point the app at a repository GitHub has not confirmed yet wait for the check.
        if (approved) await assertProjectChecked(tx, live.project.id, live.project.developerId);
        // A free app that becomes paid needs the hosted build its buyers will open.
        if (approved)
          assertPublishable({
            priceCents: toColumns(revision.fields).priceCents ?? live.project.priceCents,
            currentBuildId: live.project.currentBuildId,
          });
        const reason = decision.decision === 'REFUSE' ? decision.note : null;
        const changed = diffRevision(live.project, revision.fields).map((change) => change.field);
        const project = approved
          ? await projects.update(
              revision.projectId,
              { ...toColumns(revision.fields), updatedAt: now },
              searchDocuments(revision.fields),
            )
          : live.project;
        const decided = await repo.decide(id, {
          status: approved ? 'APPROVED' : 'REFUSED',
          adminId,
          reason,
          now,
        });
        await writeAudit(tx, {
          actorId: adminId,
          action: approved ? 'revision.approved' : 'revision.refused',
          entityType: 'project',
          entityId: revision.projectId,
          data: { revisionId: id, fields: changed, reason },
        });
        return {
          id,
          projectId: project.id,
          projectName: project.name,
          status: decided.status,
          reason: decided.reason,
          decidedAt: decided.decidedAt?.toISOString() ?? null,
        };
      });
    },
  };
}

export type TProjectRevisionService = ReturnType<typeof createProjectRevisionService>;
