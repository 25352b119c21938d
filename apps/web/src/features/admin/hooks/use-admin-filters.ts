import { useSearchParams } from 'react-router';
import {
  readProjectFilters,
  readUserFilters,
  type TAdminProjectFilters,
  type TAdminUserFilters,
  writeFilters,
} from '../utils/admin-filters';

/** Filters kept in the address replace the entry: Back leaves the dashboard instead of undoing a filter. */
const NAVIGATE = { replace: true, preventScrollReset: true } as const;

/** The projects tab's status and search, read from and written to the address. */
export function useProjectFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readProjectFilters(params);
  const update = (next: Partial<TAdminProjectFilters>) =>
    setParams((previous) => writeFilters(previous, { ...readProjectFilters(previous), ...next }), NAVIGATE);
  return { filters, update };
}

/** The users tab's role and search, read from and written to the address. */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readUserFilters(params);
  const update = (next: Partial<TAdminUserFilters>) =>
    setParams((previous) => writeFilters(previous, { ...readUserFilters(previous), ...next }), NAVIGATE);
  return { filters, update };
}
