import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { ProjectCardSkeleton } from './project-card';

/** 1 / 2 / 3 / 4 columns as the screen widens. */
export const GRID_CLASSES = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 xl:gap-6';

/** A list of cards in the catalogue's grid. */
export function ProjectGrid<T extends { id: string }>({
  items,
  renderItem,
  itemId,
  className,
}: {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** An id for each item, for a link to land on (clear of the sticky top bar). */
  itemId?: (item: T, index: number) => string;
  className?: string;
}) {
  return (
    <ul className={cn(GRID_CLASSES, className)}>
      {items.map((item, index) => (
        <li key={item.id} id={itemId?.(item, index)} className={itemId ? 'scroll-mt-24' : undefined}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while loading, with a status message for screen readers. */
export function ProjectGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={GRID_CLASSES}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProjectCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
