import LogIn from 'lucide-react/icons/log-in';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginHref } from '../../lib/login-redirect';
import { cn } from '../ui/cn';

interface LoginPromptProps {
  /** The link's text ('Iniciar sesión'). */
  action: string;
  /** A bold first line ('Debes iniciar sesión'). */
  title?: string;
  /** A line saying why. */
  children?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/**
 * What a visitor sees where a signed-in person could act: a link to /login that comes back here
 * (its address says where: it works before and without the page's script).
 */
export function LoginPrompt({ action, title, children, icon, className }: LoginPromptProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4',
        className,
      )}
    >
      {icon && (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-indigo-700 ring-1 ring-slate-200">
          {icon}
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        {title && <p className="font-semibold text-slate-900">{title}</p>}
        {children && <p className="text-slate-600">{children}</p>}
        <Link
          to={loginHref(here)}
          className="mt-0.5 inline-flex min-h-6 items-center gap-1.5 font-semibold text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline"
        >
          <LogIn className="size-4" aria-hidden="true" />
          {action}
        </Link>
      </div>
    </div>
  );
}
