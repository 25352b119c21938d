import { useQueryClient } from '@tanstack/react-query';
import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store';
import { hasFreshProject, projectQueryOptions } from '../api/get-project';
import { appPathKey } from '../utils/app-path';
import { createPreloadRegistry, isPreloadableImageUrl, preloadImage } from '../utils/image-preload';
import { runInBatches } from '../utils/run-in-batches';

/** The preloading rhythm: gentle enough to leave the network to what the person asks for. */
export const PRELOAD = {
  /** Wait after the store shows before starting, so the first paint gets the network. */
  startDelayMs: 1000,
  detailBatchSize: 3,
  detailGapMs: 1000,
  imageBatchSize: 2,
  imageGapMs: 500,
  imageTimeoutMs: 10_000,
  imageFlagTtlMs: 60 * 60 * 1000,
} as const;

const preloadedImages = createPreloadRegistry(PRELOAD.imageFlagTtlMs);

/**
 * About a second after the store shows its cards, fetches their details (3 at a time, 1 s
 * apart) and their images (2 at a time, 500 ms apart, 10 s each at most), so opening an app
 * is instant. Already cached details and images are skipped; leaving the page stops it.
 */
export function useCataloguePreload(cards: readonly TSimplifiedProject[]): void {
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? null;
  // Restart only when the set of cards changes, not when a refetch returns equal data.
  const signature = cards.map((card) => `${card.id}|${card.slug}|${card.mainImage}`).join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `cards`
  useEffect(() => {
    if (cards.length === 0) return;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      const keys = cards.map(appPathKey).filter((key) => !hasFreshProject(queryClient, key, viewerId));
      void runInBatches(
        keys,
        (key) => queryClient.prefetchQuery(projectQueryOptions(key, viewerId, { prefetch: true })),
        { batchSize: PRELOAD.detailBatchSize, gapMs: PRELOAD.detailGapMs, signal },
      );
      const images = [...new Set(cards.map((card) => card.mainImage))]
        .filter(isPreloadableImageUrl)
        .filter((src) => !preloadedImages.isFresh(src));
      void runInBatches(
        images,
        async (src) => {
          if (await preloadImage(src, PRELOAD.imageTimeoutMs)) preloadedImages.mark(src);
        },
        { batchSize: PRELOAD.imageBatchSize, gapMs: PRELOAD.imageGapMs, signal },
      );
    }, PRELOAD.startDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [signature, queryClient, viewerId]);
}
