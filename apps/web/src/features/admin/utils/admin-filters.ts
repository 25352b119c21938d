import { ROLES, type TRole } from '@vitrina/shared/auth/roles';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { type TProjectStatus, toProjectStatus } from '@vitrina/shared/projects/statuses';

/** The status filter's order: what waits for a decision first, then the rest of the life cycle. */
export const ADMIN_STATUS_FILTERS: readonly TProjectStatus[] = [
  'UNDER_REVIEW',
  'PENDING',
  'PUBLISHED',
  'DRAFT',
  'REJECTED',
  'SUSPENDED',
];

/** The projects tab's filters; '' means all statuses or no search. */
export interface TAdminProjectFilters {
  status: TProjectStatus | '';
  q: string;
}

/** The users tab's filters; '' means every role or no search. */
export interface TAdminUserFilters {
  role: TRole | '';
  q: string;
}

function readSearch(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, ADMIN_LIMITS.searchMax);
}

/** The projects filters kept in the address (?tab=projects&status=UNDER_REVIEW&q=...). */
export function readProjectFilters(params: URLSearchParams): TAdminProjectFilters {
  const status = toProjectStatus(params.get('status') ?? '');
  return { status: status ?? '', q: readSearch(params) };
}

/** The users filters kept in the address (?tab=users&role=developer&q=...). */
export function readUserFilters(params: URLSearchParams): TAdminUserFilters {
  const role = (params.get('role') ?? '').trim().toLowerCase();
  return {
    role: (ROLES as readonly string[]).includes(role) ? (role as TRole) : '',
    q: readSearch(params),
  };
}

/**
 * Writes filters into the address: the other parameters (the tab) stay, empty filters are
 * removed so the address stays short.
 */
export function writeFilters(
  previous: URLSearchParams,
  filters: Readonly<Record<string, string | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams(previous);
  for (const [name, value] of Object.entries(filters)) {
    const clean = value?.trim() ?? '';
    if (clean) params.set(name, clean);
    else params.delete(name);
  }
  return params;
}

/**
 * The query string of an admin list call: every value that is set, in a stable order
 * ('' and undefined are left out, 0 is kept: it is the first page).
 */
export function toListQuery(values: Readonly<Record<string, string | number | undefined | null>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) params.set(name, text);
  }
  return params.toString();
}
