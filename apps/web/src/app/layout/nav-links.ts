import type { TSessionUser } from '../../lib/session-store';

export interface TNavLink {
  to: string;
  /** Key in the common namespace. */
  labelKey: string;
  /** Matches only the exact path (the home link). */
  end?: boolean;
}

/** The top bar's links for this visitor (some depend on the role). */
export function getNavLinks(user: TSessionUser | null): TNavLink[] {
  const role = user?.type.toLowerCase();
  const links: TNavLink[] = [
    { to: '/', labelKey: 'nav.home', end: true },
    { to: '/store', labelKey: 'nav.store' },
  ];
  if (!user) links.push({ to: '/about', labelKey: 'nav.about' });
  links.push({ to: '/solicitud-app', labelKey: 'nav.requestApp' });
  if (role === 'developer') {
    links.push({ to: '/developer-dashboard', labelKey: 'nav.developerDashboard' });
    links.push({ to: '/add-project', labelKey: 'nav.addProject' });
  }
  if (role === 'admin') links.push({ to: '/admin-dashboard', labelKey: 'nav.adminDashboard' });
  return links;
}

/** Links every signed-in person has in the user menu. */
export const ACCOUNT_LINKS: TNavLink[] = [
  { to: '/user-dashboard', labelKey: 'nav.userDashboard' },
  { to: '/user-profile', labelKey: 'nav.userProfile' },
];
