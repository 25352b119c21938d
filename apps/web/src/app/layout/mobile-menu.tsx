import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import type { TNavLink } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  links: TNavLink[];
  signedIn: boolean;
}

/** The links of the top bar on small screens (the bar shows a menu button instead). */
export function MobileMenu({ id, open, links, signedIn }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      aria-label={t('nav.mobileLabel')}
      hidden={!open}
      className="border-t border-slate-200 md:hidden"
    >
      <ul className="space-y-1 px-4 py-3">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-3 text-base font-medium',
                  isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-800 hover:bg-slate-100',
                )
              }
            >
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      {!signedIn && (
        <div className="grid grid-cols-2 gap-3 border-t border-slate-200 px-4 py-4">
          <ButtonLink to="/login" variant="secondary">
            {t('nav.login')}
          </ButtonLink>
          <ButtonLink to="/register">{t('nav.register')}</ButtonLink>
        </div>
      )}
    </nav>
  );
}
