import type { TBuild, THostedBuild } from '@vitrina/shared/builds/build.schemas';
import { parseRepositoryUrl } from '@vitrina/shared/projects/project-urls';
import type { TBuildRow } from '../../db/tables/builds';
import { releaseNotesEditable } from './release-notes';

/** github.com/owner/repo as people read it (the address as given when it is not GitHub's). */
export function repositoryLabel(repositoryUrl: string) {
  const parsed = parseRepositoryUrl(repositoryUrl);
  return parsed ? `github.com/${parsed.owner}/${parsed.repo}` : repositoryUrl;
}

export function commitUrlOf(repositoryUrl: string, sha: string | null) {
  const parsed = parseRepositoryUrl(repositoryUrl);
  return parsed && sha ? `https://github.com/${parsed.owner}/${parsed.repo}/commit/${sha}` : null;
}

export function toBuild(
  build: TBuildRow,
  createdByName: string | null,
  currentBuildId: string | null,
): TBuild {
  return {
    id: build.id,
    projectId: build.projectId,
    version: build.version,
    source:
      build.sourceKind === 'release'
        ? { kind: 'release', tag: build.sourceRef, asset: build.sourceAsset }
        : { kind: 'ref', ref: build.sourceRef, folder: build.sourceFolder ?? '' },
    spa: build.spa,
    commitSha: build.commitSha,
    commitUrl: commitUrlOf(build.repositoryUrl, build.commitSha),
    repository: repositoryLabel(build.repositoryUrl),
    status: build.status,
    progress: build.progress,
    failure: build.status === 'FAILED' ? build.failure : null,
    fileCount: build.fileCount,
    totalBytes: build.totalBytes,
    review: build.review,
    reviewNote: build.reviewNote,
    reviewedAt: build.reviewedAt?.toISOString() ?? null,
    releaseNotes: build.releaseNotes,
    releaseNotesEditable: releaseNotesEditable(build),
    withdrawnAt: build.withdrawnAt?.toISOString() ?? null,
    withdrawnReason: build.withdrawnReason,
    isCurrent: build.id === currentBuildId,
    createdById: build.createdBy,
    createdByName: createdByName ?? '',
    createdAt: build.createdAt.toISOString(),
    finishedAt: build.finishedAt?.toISOString() ?? null,
  };
}

/** The current build as the app page shows it: where it came from and where it lives. */
export function toHostedBuild(build: TBuildRow, appOrigin: string): THostedBuild | null {
  const commitUrl = commitUrlOf(build.repositoryUrl, build.commitSha);
  if (!build.commitSha || !commitUrl) return null;
  return {
    buildId: build.id,
    version: build.version,
    repository: repositoryLabel(build.repositoryUrl),
    commitSha: build.commitSha,
    commitUrl,
    publishedAt: (
      build.madeCurrentAt ??
      build.reviewedAt ??
      build.finishedAt ??
      build.createdAt
    ).toISOString(),
    totalBytes: build.totalBytes,
    fileCount: build.fileCount,
    appOrigin,
  };
}
