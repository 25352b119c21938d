import { cn } from './cn';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

interface SpinnerProps {
  size?: keyof typeof SIZES;
  className?: string;
  /** When given, the spinner announces itself as a status; otherwise it is decorative. */
  label?: string;
}

export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const svg = (
    <svg
      className={cn('animate-spin', SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a screen or section that is loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-indigo-600">
      <Spinner size="lg" />
      <p role="status" className="text-sm font-medium text-slate-600">
        {label}
      </p>
    </div>
  );
}
