import type { LucideIcon } from 'lucide-react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES: Record<'error' | 'success' | 'info', { box: string; icon: LucideIcon }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  info: { box: 'border-indigo-200 bg-indigo-50 text-indigo-900', icon: Info },
};

interface AlertProps {
  tone?: keyof typeof TONES;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** A message box announced to screen readers when it appears (role="alert"). */
export function Alert({ tone = 'error', title, children, className }: AlertProps) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div role="alert" className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-0.5">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words">{children}</div>}
      </div>
    </div>
  );
}
