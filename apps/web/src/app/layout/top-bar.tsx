import { LIMITS } from '@vitrina/shared/config/limits';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LanguageToggle } from '../../components/ui/language-toggle';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../lib/session-store';
import { MobileMenu } from './mobile-menu';
import { getNavLinks } from './nav-links';
import { useScrolled } from './use-scrolled';

// Only signed-in people have the menu, so its code (and logout's) loads for them alone; main.tsx
// starts it at once when a session is stored.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// The bell too: signed-in people only, after the session is known (the server's HTML has none).
const NoticeBell = lazy(() =>
  import('../../features/notices/components/notice-bell').then((module) => ({ default: module.NoticeBell })),
);

const MOBILE_MENU_ID = 'mobile-menu';

/** The sticky top bar: logo, links for this visitor, language, account. */
export function TopBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const scrolled = useScrolled(LIMITS.scrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const links = getNavLinks(user);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300',
        scrolled || menuOpen
          ? 'border-slate-200/80 bg-white/85 shadow-lg shadow-slate-900/5 backdrop-blur-lg'
          : 'border-transparent bg-white',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo className="shrink-0" />
        <nav aria-label={t('nav.label')} className="ml-4 hidden min-w-0 md:block lg:ml-8">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'block whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition-colors lg:px-3',
                      isActive
                        ? 'bg-indigo-50 text-indigo-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageToggle />
          {user ? (
            <>
              {/* The bell's box is held while its code loads: nothing beside it moves. */}
              <Suspense fallback={<span className="size-10 shrink-0" aria-hidden="true" />}>
                <NoticeBell />
              </Suspense>
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <ButtonLink to="/login" variant="ghost" size="sm">
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" size="sm">
                {t('nav.register')}
              </ButtonLink>
            </div>
          )}
          {/* Opens the menu as a popover: the browser does it, with or without the page's script. */}
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:hidden"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} onOpenChange={setMenuOpen} links={links} signedIn={!!user} />
    </header>
  );
}
