import { FREE_FILTER } from '@vitrina/shared/projects/categories';
import type { TProjectListQuery } from '@vitrina/shared/projects/project.responses';
import type { TAppDeps } from '../../app-deps';
import { createDeletionRequestRepository } from '../../db/repositories/deletion-request.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { toTsQueryWords } from '../../db/repositories/project-columns';
import { createAccountAccess, createProjectAccess, type TActor } from '../access';
import type { TPublicSales } from '../discounts';
import { toDeveloperProject, toProjectCard } from './project.mapper';
import type { TProjectRevisionService } from './project-revision.service';

/** The project lists: the store (search, category, free), category counts, a developer's apps, all apps. */
export function createProjectListings(
  deps: TAppDeps,
  { revisions, sales }: { revisions: TProjectRevisionService; sales: TPublicSales },
) {
  const { db } = deps;
  const repo = createProjectRepository(db);
  const deletionRequests = createDeletionRequestRepository(db);
  const accounts = createAccountAccess(db);
  const access = createProjectAccess(db);

  return {
    async listStore(query: TProjectListQuery) {
      const category = query.category && query.category !== 'ALL' ? query.category : undefined;
      const searchWords = query.q ? toTsQueryWords(query.q) : [];
      const found = await repo.listStore(
        {
          searchWords,
          freeOnly: category === FREE_FILTER,
          category: category === FREE_FILTER ? undefined : category,
        },
        query.page,
        query.size,
        query.sort ?? (searchWords.length ? 'relevance' : 'newest'),
      );
      // A query with nothing searchable (only punctuation) finds nothing rather than everything.
      const emptyQuery = query.q !== undefined && query.q !== '' && searchWords.length === 0;
      const totalElements = emptyQuery ? 0 : found.total;
      const hasNext = !emptyQuery && found.hasNext;
      const running = emptyQuery ? new Map() : await sales.forApps(found.rows);
      const projects = emptyQuery ? [] : found.rows.map((row) => toProjectCard(row, running));
      // A capped count is a lower bound: the pages go on while they are full (hasNext), and the
      // pages seen so far are counted in.
      const seenPages = projects.length ? query.page + (hasNext ? 2 : 1) : 0;
      const totalPages = Math.max(Math.ceil(totalElements / query.size), found.capped ? seenPages : 0);
      return {
        projects,
        currentPage: query.page,
        totalPages,
        totalElements,
        totalCapped: !emptyQuery && found.capped,
        hasNext,
      };
    },

    async categoryCounts() {
      const rows = await repo.countPublishedByCategory();
      return {
        categories: rows
          .map((r) => ({ category: r.category, count: r.count }))
          .sort((a, b) => b.count - a.count),
        freeCount: rows.reduce((sum, r) => sum + r.free, 0),
      };
    },

    async listByDeveloper(developerId: string, viewer: TActor) {
      const developer = await accounts.loadFor(developerId, viewer, 'showAsDeveloper');
      const includeAll = access.canList(viewer, 'seeUnpublished', { developerId });
      const rows = await repo.listByDeveloper(developerId, includeAll);
      const running = await sales.forApps(rows.map((row) => row.project));
      const [requests, revisionStates] = includeAll
        ? await Promise.all([
            deletionRequests.latestByDeveloper(developerId),
            revisions.statesByDeveloper(developerId),
          ])
        : [new Map(), new Map()];
      return {
        developerId,
        developerName: developer.name,
        projects: rows.map((row) => {
          const request = requests.get(row.project.id);
          return {
            ...toDeveloperProject(row, { showObservations: includeAll, sales: running }),
            ...(includeAll
              ? {
                  deletionRequest: request
                    ? {
                        status: request.status,
                        reason: request.reason,
                        note: request.decisionNote,
                        createdAt: request.createdAt.toISOString(),
                        decidedAt: request.decidedAt?.toISOString() ?? null,
                      }
                    : null,
                  pendingRevision: revisionStates.get(row.project.id) ?? null,
                }
              : {}),
          };
        }),
      };
    },

    async listAll(viewer: TActor, page: number, size: number) {
      const seeUnpublished = access.canList(viewer, 'seeUnpublished', { developerId: null });
      const { rows, total } = await repo.listAll(!seeUnpublished, page, size);
      const running = await sales.forApps(rows.map((row) => row.project));
      const totalPages = Math.ceil(total / size);
      return {
        content: rows.map((row) =>
          toDeveloperProject(row, { showObservations: seeUnpublished, sales: running }),
        ),
        currentPage: page,
        totalPages,
        totalElements: total,
        hasNext: page + 1 < totalPages,
      };
    },
  };
}

export type TProjectListings = ReturnType<typeof createProjectListings>;
