import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBuildFailure, TBuildProgress } from '@vitrina/shared/builds/build.schemas';
import { parseRepositoryUrl } from '@vitrina/shared/projects/project-urls';
import type { TAppDeps } from '../../app-deps';
import { createBuildRepository, type TNewBuildFile } from '../../db/repositories/build.repository';
import type { TBuildRow } from '../../db/tables/builds';
import { startPollingWorker } from '../../lib/polling-worker';
import { reportWorkerFailure } from '../../lib/worker-failures';
import { nextCheckDelay } from '../github-checks';
import type { TNotifications } from '../notifications';
import { webhookEvents } from '../webhooks';
import type { TArchiveLimits } from './archive/archive-types';
import { unpackArchive } from './archive/unpack-archive';
import { releaseNotesFromGithub } from './release-notes';

/** How long a worker holds a build before another process may take it over (extended as it goes). */
const LEASE_MS = 2 * 60_000;
/** GitHub unreachable this many times in a row: the build fails (the developer may add it again). */
const MAX_UNAVAILABLE_ATTEMPTS = 6;
/** Taken over after a lease ran out this many times (a build that stops its process each time). */
const MAX_INTERRUPTED_ATTEMPTS = 3;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 250;

type TLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

type TStep<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'failed'; failure: TBuildFailure }
  | { kind: 'unavailable'; reason: string; retryAfterMs: number | null };

const failed = (code: TBuildFailure['code'], params: TBuildFailure['params'] = {}) =>
  ({ kind: 'failed', failure: { code, params } }) as const;

export function buildLimits(config: TAppDeps['config']): TArchiveLimits {
  return {
    maxFiles: config.BUILD_MAX_FILES,
    maxFileBytes: Math.floor(config.BUILD_MAX_FILE_MB * 1024 * 1024),
    maxTotalBytes: Math.floor(config.BUILD_MAX_TOTAL_MB * 1024 * 1024),
    maxRatio: 100,
  };
}

/**
 * Imports queued builds: resolves the exact commit, downloads the archive from GitHub under a byte
 * cap, unpacks and checks it (nothing of a refused archive is kept), stores the files by their
 * SHA-256 and writes the manifest. GitHub down or slow: the build goes back to the queue and is
 * tried again later, with backoff. Any process's worker may take any build.
 */
export function createBuildImportWorker(
  deps: Pick<TAppDeps, 'db' | 'github' | 'blobs' | 'clock' | 'config'>,
  log: TLog,
  { notifications }: { notifications: TNotifications },
) {
  const repo = createBuildRepository(deps.db);
  const limits = buildLimits(deps.config);
  const lease = () => new Date(deps.clock.now().getTime() + LEASE_MS);

  /** FAILED with its reason and the developer told, in one transaction; nothing if it was not ours. */
  async function fail(build: TBuildRow, failure: TBuildFailure) {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (await createBuildRepository(tx).fail(build.id, failure, now)) {
        await notifications.buildFailed(tx, { build, failure });
        await webhookEvents.buildFailed(tx, build, failure, now);
      }
    });
  }

  /**
   * READY with its manifest (and, when its developer wrote none, its release's description as its
   * notes) and the developer told, in one transaction; false if it was not ours.
   */
  async function complete(
    build: TBuildRow,
    commitSha: string,
    manifest: TNewBuildFile[],
    releaseNotes: string | null,
  ) {
    return deps.db.transaction(async (tx) => {
      const repository = createBuildRepository(tx);
      if (!(await repository.complete(build.id, commitSha, manifest, deps.clock.now(), releaseNotes)))
        return false;
      await notifications.buildReady(tx, { build, files: manifest.length, commitSha });
      return true;
    });
  }

  function progressReporter(build: TBuildRow) {
    let last = 0;
    let commitSha: string | undefined;
    return {
      setCommit(sha: string) {
        commitSha = sha;
      },
      async report(progress: TBuildProgress, force = false) {
        const now = Date.now();
        if (!force && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        await repo.progress(build.id, progress, lease(), commitSha);
      },
    };
  }

  /** Resolves the source to a commit and downloads its archive to `archivePath`. */
  async function download(
    build: TBuildRow,
    archivePath: string,
    reporter: ReturnType<typeof progressReporter>,
  ): Promise<TStep<{ commitSha: string; format: 'tar.gz' | 'zip'; releaseNotes: string | null }>> {
    const parsed = parseRepositoryUrl(build.repositoryUrl);
    if (!parsed) return failed('REPOSITORY_NOT_FOUND');
    const { owner, repo: name } = parsed;
    const onBytes = (done: number) => void reporter.report({ phase: 'downloading', done, total: null });

    const commit = await deps.github.resolveCommit(owner, name, build.sourceRef);
    if (commit.kind === 'unavailable') return commit;
    if (commit.kind === 'not_found') {
      // GitHub answers 404 alike for a missing ref and a repository gone (or made private).
      const repository = await deps.github.lookupPublicRepo(owner, name);
      if (repository.kind === 'unavailable') return repository;
      if (repository.kind === 'not_found') return failed('REPOSITORY_NOT_FOUND');
      return build.sourceKind === 'release'
        ? failed('RELEASE_NOT_FOUND', { tag: build.sourceRef })
        : failed('REF_NOT_FOUND', { ref: build.sourceRef });
    }
    reporter.setCommit(commit.sha);
    await reporter.report({ phase: 'downloading', done: 0, total: null }, true);

    if (build.sourceKind === 'release') {
      const release = await deps.github.findRelease(owner, name, build.sourceRef, build.sourceAsset);
      if (release.kind === 'unavailable') return release;
      if (release.kind === 'not_found')
        return release.what === 'release'
          ? failed('RELEASE_NOT_FOUND', { tag: build.sourceRef })
          : failed('ASSET_NOT_FOUND', { tag: build.sourceRef, asset: build.sourceAsset ?? '.zip' });
      const got = await deps.github.downloadAsset(
        owner,
        name,
        release.assetId,
        archivePath,
        limits.maxTotalBytes,
        onBytes,
      );
      if (got.kind === 'unavailable') return got;
      if (got.kind === 'not_found')
        return failed('ASSET_NOT_FOUND', { tag: build.sourceRef, asset: release.name });
      if (got.kind === 'too_large')
        return failed('TOTAL_TOO_LARGE', { limitMb: deps.config.BUILD_MAX_TOTAL_MB });
      return {
        kind: 'ok',
        value: { commitSha: commit.sha, format: 'zip', releaseNotes: releaseNotesFromGithub(release.body) },
      };
    }
    const got = await deps.github.downloadTarball(
      owner,
      name,
      commit.sha,
      archivePath,
      limits.maxTotalBytes,
      onBytes,
    );
    if (got.kind === 'unavailable') return got;
    if (got.kind === 'not_found') return failed('REF_NOT_FOUND', { ref: build.sourceRef });
    if (got.kind === 'too_large')
      return failed('TOTAL_TOO_LARGE', { limitMb: deps.config.BUILD_MAX_TOTAL_MB });
    return { kind: 'ok', value: { commitSha: commit.sha, format: 'tar.gz', releaseNotes: null } };
  }

  async function importBuild(build: TBuildRow) {
    const workDir = join(tmpdir(), `vitrina-build-${build.id}-${process.pid}`);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(join(workDir, 'files'), { recursive: true });
    const reporter = progressReporter(build);
    try {
      const archivePath = join(workDir, 'archive');
      const downloaded = await download(build, archivePath, reporter);
      if (downloaded.kind === 'unavailable') {
        if (build.attempts >= MAX_UNAVAILABLE_ATTEMPTS) {
          await fail(build, { code: 'GITHUB_UNAVAILABLE', params: {} });
          return;
        }
        const delay = nextCheckDelay(
          deps.config.GITHUB_CHECK_RETRY_BASE_MS,
          build.attempts,
          downloaded.retryAfterMs,
        );
        await repo.retryLater(build.id, downloaded.reason, new Date(deps.clock.now().getTime() + delay));
        reportWorkerFailure(deps, 'builds', 'github_unavailable');
        log.warn({ buildId: build.id, reason: downloaded.reason }, 'build import waits for GitHub');
        return;
      }
      if (downloaded.kind === 'failed') {
        await fail(build, downloaded.failure);
        return;
      }
      const { commitSha, format, releaseNotes } = downloaded.value;
      await reporter.report({ phase: 'unpacking', done: 0, total: null }, true);
      const unpacked = await unpackArchive({
        archivePath,
        format,
        // A release's .zip holds the app itself; a repository tarball carries GitHub's top folder.
        folder: build.sourceKind === 'release' ? '' : (build.sourceFolder ?? ''),
        stripTopFolder: format === 'tar.gz',
        limits,
        workDir: join(workDir, 'files'),
        onProgress: (done) => void reporter.report({ phase: 'unpacking', done, total: null }),
      });
      if (!unpacked.ok) {
        await fail(build, unpacked.failure);
        return;
      }
      const files = unpacked.files;
      for (const [index, file] of files.entries()) {
        await deps.blobs.putFile(file.sha256, file.tempPath, file.size);
        await reporter.report({ phase: 'storing', done: index + 1, total: files.length });
      }
      const manifest = files.map(({ path, sha256, size, contentType }) => ({
        path,
        sha256,
        size,
        contentType,
      }));
      if (await complete(build, commitSha, manifest, releaseNotes))
        log.info({ buildId: build.id, files: files.length }, 'build imported');
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    /** Imports the builds due now, one after another; resolves with how many it took. */
    async runOnce() {
      let taken = 0;
      for (;;) {
        const build = await repo.claimDue(deps.clock.now(), lease());
        if (!build) return taken;
        taken += 1;
        // A lease that ran out: the process importing it stopped; too many times and it fails.
        if (build.lastError === 'interrupted' && build.attempts > MAX_INTERRUPTED_ATTEMPTS) {
          await fail(build, { code: 'INTERRUPTED', params: {} });
          continue;
        }
        try {
          await importBuild(build);
        } catch (error) {
          // Not the archive's fault (a full disk, the blob store down): tried again, a few times.
          reportWorkerFailure(deps, 'builds', 'error');
          log.warn({ buildId: build.id, err: error }, 'build import stopped by an error');
          if (build.attempts >= MAX_UNAVAILABLE_ATTEMPTS)
            await fail(build, { code: 'INTERRUPTED', params: {} });
          else {
            const delay = nextCheckDelay(deps.config.GITHUB_CHECK_RETRY_BASE_MS, build.attempts, null);
            await repo.retryLater(build.id, 'error', new Date(deps.clock.now().getTime() + delay));
          }
        }
      }
    },
  };
}

export type TBuildImportWorker = ReturnType<typeof createBuildImportWorker>;

export function startBuildImportWorker(
  worker: TBuildImportWorker,
  pollMs: number,
  log: { error: (fields: object, message: string) => void },
) {
  return startPollingWorker(() => worker.runOnce(), pollMs, log, 'build import');
}
