import { type ReactNode, useId } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A line of explanation under the label, tied to the switch for screen readers. */
  hint?: ReactNode;
  disabled?: boolean;
  /** A change is being saved: the switch waits (and says so) until it is. */
  pending?: boolean;
  /** The words read out for the switch when the visible label is not enough (a list of apps). */
  ariaLabel?: string;
  className?: string;
}

/** An on/off switch with its label and a line of explanation (role="switch", keyboard as a button). */
export function Switch({
  checked,
  onChange,
  label,
  hint,
  disabled,
  pending,
  ariaLabel,
  className,
}: SwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={ariaLabel}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-busy={pending || undefined}
        disabled={disabled || pending}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-150',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-indigo-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'inline-flex size-5 items-center justify-center rounded-full bg-white text-indigo-600 shadow transition-transform duration-150',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        >
          {pending && <Spinner size="sm" className="size-3" />}
        </span>
      </button>
    </div>
  );
}
