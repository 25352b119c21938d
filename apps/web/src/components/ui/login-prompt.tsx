import LogIn from 'lucide-react/icons/log-in';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { rememberRedirectAfterLogin } from '../../../lib/login-redirect';

interface LoginPromptProps {
  /** The link's text ('Inicia sesión para calificar'). */
  action: string;
  /** A line above the link saying why. */
  children?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** What a visitor sees where a signed-in person could act: a link to /login that comes back here. */
export function LoginPrompt({ action, children, icon, className }: LoginPromptProps) {
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
        {children && <p className="text-slate-600">{children}</p>}
        <Link
          to="/login"
          onClick={() => rememberRedirectAfterLogin(here)}
          className="mt-0.5 inline-flex items-center gap-1.5 font-semibold text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline"
        >
          <LogIn className="size-4" aria-hidden="true" />
          {action}
        </Link>
      </div>
    </div>
  );
}
