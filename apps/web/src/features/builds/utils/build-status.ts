import type { TBuild, TBuildProgress } from '@vitrina/shared/builds/build.schemas';
import { formatFileSize } from '../../../lib/file-size';
import { formatCount } from '../../../lib/number-format';

/**
 * A build's state as the developer reads it: queued, importing, ready and waiting for review,
 * approved, rejected (with the admin's note), failed (with the reason), or withdrawn by an admin
 * after its approval (with the reason).
 */
export type TBuildState =
  | 'queued'
  | 'importing'
  | 'inReview'
  | 'approved'
  | 'rejected'
  | 'failed'
  | 'withdrawn';

export function buildStateOf(
  build: Pick<TBuild, 'status' | 'review'> & Partial<Pick<TBuild, 'withdrawnAt'>>,
): TBuildState {
  if (build.withdrawnAt) return 'withdrawn';
  switch (build.status) {
    case 'QUEUED':
      return 'queued';
    case 'IMPORTING':
      return 'importing';
    case 'FAILED':
      return 'failed';
    default:
      if (build.review === 'APPROVED') return 'approved';
      if (build.review === 'REJECTED') return 'rejected';
      return 'inReview';
  }
}

/** A build still being imported: its list is asked for again every second while one is. */
export function isImportOpen(build: Pick<TBuild, 'status'>): boolean {
  return build.status === 'QUEUED' || build.status === 'IMPORTING';
}

/** How often the list is refreshed: every second while an import is open, else not at all. */
export function pollIntervalOf(builds: ReadonlyArray<Pick<TBuild, 'status'>> | undefined): number | false {
  return builds?.some(isImportOpen) ? 1000 : false;
}

/** What an import is doing, in words (a key of the builds namespace), and how far along it is (0–1). */
export interface TProgressView {
  key: string;
  values: Record<string, string | number>;
  /** null when the end is not known (the bar then only shows that something moves). */
  fraction: number | null;
}

const fractionOf = (done: number, total: number | null) =>
  total && total > 0 ? Math.min(1, Math.max(0, done / total)) : null;

/**
 * The progress line of an open import: 'Esperando turno', 'Descargando 3,4 MB de 12 MB',
 * 'Descomprimiendo 120 archivos', 'Guardando 40 de 120 archivos'.
 */
export function progressViewOf(progress: TBuildProgress, language: string): TProgressView {
  const { done, total } = progress;
  switch (progress.phase) {
    case 'downloading': {
      const size = (bytes: number) => formatFileSize(bytes, language);
      return total && total > 0
        ? {
            key: 'progress.downloadingOf',
            values: { done: size(done), total: size(total) },
            fraction: fractionOf(done, total),
          }
        : { key: 'progress.downloading', values: { done: size(done) }, fraction: null };
    }
    // `count` chooses the plural; the figures are written the reader's way ('1.200').
    case 'unpacking':
      return {
        key: 'progress.unpacking',
        values: { count: done, files: formatCount(done, language) },
        fraction: fractionOf(done, total),
      };
    case 'storing':
      return total && total > 0
        ? {
            key: 'progress.storingOf',
            values: { count: total, done: formatCount(done, language), total: formatCount(total, language) },
            fraction: fractionOf(done, total),
          }
        : {
            key: 'progress.storing',
            values: { count: done, files: formatCount(done, language) },
            fraction: null,
          };
    case 'done':
      return { key: 'progress.done', values: {}, fraction: 1 };
    default:
      return { key: 'progress.waiting', values: {}, fraction: null };
  }
}
