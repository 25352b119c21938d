import type { ReactNode } from 'react';
import { LanguageToggle } from '../../components/ui/language-toggle';
import { Logo } from '../../components/ui/logo';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links under the card (to register, to login...). */
  footer?: ReactNode;
  /** Wider card for the registration form. */
  wide?: boolean;
}

/** The login/registration pages: a centred card on a soft brand background, outside the top bar. */
export function AuthLayout({ title, subtitle, children, footer, wide }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-gradient-to-br from-indigo-50 via-slate-50 to-violet-100">
      <div
        className="pointer-events-none absolute -top-40 -right-32 size-[28rem] rounded-full bg-violet-300/30 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-40 -left-32 size-[28rem] rounded-full bg-indigo-300/30 blur-3xl"
        aria-hidden="true"
      />
      <header className="relative mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <LanguageToggle />
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <div className={wide ? 'w-full max-w-xl' : 'w-full max-w-md'}>
          <div className="rounded-3xl border border-white/60 bg-white/95 p-6 shadow-xl shadow-indigo-900/10 backdrop-blur sm:p-10">
            <div className="mb-8 text-center">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
              <p className="mt-2 text-sm text-slate-600 sm:text-base">{subtitle}</p>
            </div>
            {children}
          </div>
          {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div>}
        </div>
      </main>
    </div>
  );
}
