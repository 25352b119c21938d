import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import type { TNavLink } from './nav-links';

interface MobileMenuProps {
  id: string;
  /** Told when the menu opens or closes (the top bar's button names what it does next). */
  onOpenChange: (open: boolean) => void;
  links: TNavLink[];
  signedIn: boolean;
}

/**
 * The links of the top bar on small screens, under the bar: a popover its menu button opens
 * (`popovertarget`), so the browser opens and closes it with or without the page's script (a tap
 * outside or Escape closes it too). A new page closes it.
 */
export function MobileMenu({ id, onOpenChange, links, signedIn }: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);

  const close = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(close, [pathname]);

  return (
    <nav
      ref={menu}
      id={id}
      popover="auto"
      aria-label={t('nav.mobileLabel')}
      onToggle={(event) => onOpenChange(event.newState === 'open')}
      className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-b border-slate-200 bg-white p-0 text-inherit shadow-lg shadow-slate-900/10 md:hidden"
    >
      <ul className="space-y-1 px-4 py-3">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              // A link followed closes the menu, the page it leads to being this one or not.
              onClick={close}
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
          <ButtonLink to="/login" variant="secondary" onClick={close}>
            {t('nav.login')}
          </ButtonLink>
          <ButtonLink to="/register" onClick={close}>
            {t('nav.register')}
          </ButtonLink>
        </div>
      )}
    </nav>
  );
}
