import ChevronDown from 'lucide-react/icons/chevron-down';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { Spinner } from '../../components/ui/spinner';
import { getDisplayName, getRoleLabelKey } from '../../features/auth/utils/user-display';
import type { TSessionUser } from '../../lib/session-store';
import { ACCOUNT_LINKS } from './nav-links';
import { useLogoutAction } from './use-logout-action';
import { UserAvatar } from './user-avatar';

const ICONS: Record<string, typeof LayoutDashboard> = {
  '/user-dashboard': LayoutDashboard,
  '/user-profile': UserRound,
};

/**
 * The signed-in person's menu: name, email, role, account links and logout.
 * A disclosure (button + panel of links), which works with every screen reader.
 */
export function UserMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const { logout, pending } = useLogoutAction();
  const displayName = getDisplayName(user) ?? t('user.fallbackName');

  // Close when the page changes, on Escape (focus back on the button) and on a click outside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new location
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100 aria-expanded:bg-slate-100"
      >
        <UserAvatar name={displayName} />
        {/* The name shows from xl: below it, a developer's links and the bell need the room. */}
        <span className="sr-only max-w-40 truncate xl:not-sr-only">{displayName}</span>
        <ChevronDown
          className={cn('size-4 text-slate-600 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-72 origin-top-right motion-safe:animate-fade-in overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50/80 px-4 py-4">
            <UserAvatar name={displayName} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{displayName}</p>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
              <p className="mt-1 inline-flex rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">
                {t(getRoleLabelKey(user))}
              </p>
            </div>
          </div>
          <ul className="p-2">
            {ACCOUNT_LINKS.map((link) => {
              const Icon = ICONS[link.to] ?? UserRound;
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-indigo-50 hover:text-indigo-800"
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(link.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-slate-100 p-2">
            <button
              type="button"
              onClick={() => void logout()}
              disabled={pending}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {pending ? <Spinner size="sm" /> : <LogOut className="size-4" aria-hidden="true" />}
              {t('nav.logout')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
