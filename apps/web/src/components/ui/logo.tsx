import { Link } from 'react-router';
import { cn } from './cn';

/** The brand mark alone (decorative). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="vitrina-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#vitrina-logo-gradient)" />
      <path
        d="M9.5 10.5 16 22l6.5-11.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The logo 'Vitrina' as a link to the home page. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-slate-900 hover:text-indigo-700',
        className,
      )}
    >
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight">Vitrina</span>
    </Link>
  );
}
