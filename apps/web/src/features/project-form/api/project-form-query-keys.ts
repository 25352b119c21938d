import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/catalogue-query-keys';

/** Query keys of the project form; every key starts with 'projects'. */
export const projectFormQueryKeys = {
  all: ['projects'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};

/**
 * After a create or an edit: marks every list and page that may show the project as stale (an
 * edited app leaves the store until it is approved again).
 */
export function refreshAfterSave(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: projectFormQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}
