import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cn } from './cn';

/** Input classes shared by every text-like control. */
export function inputClasses(invalid: boolean, className?: string): string {
  return cn(
    'block h-11 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-sm transition-colors sm:text-sm',
    'placeholder:text-slate-500 focus:outline-none focus-visible:outline-none focus:ring-4',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
    invalid
      ? 'border-red-500 focus:border-red-600 focus:ring-red-500/20'
      : 'border-slate-300 hover:border-slate-400 focus:border-indigo-600 focus:ring-indigo-600/20',
    className,
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  /** Shown after the label, e.g. a "forgot?" link. */
  labelAside?: ReactNode;
}

/** Label, control, hint and error text, wired together with ids. */
export function FieldShell({ id, label, hint, error, required, labelAside, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <div className="flex items-baseline gap-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          {/* Outside the label so the field's name stays exactly its label; aria-required says it. */}
          {required && (
            <span className="text-sm text-red-700" aria-hidden="true">
              *
            </span>
          )}
        </div>
        {labelAside}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its hint and error text. */
export function describedBy(id: string, hint: unknown, error: string | undefined) {
  const ids = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  labelAside?: ReactNode;
  id?: string;
}

/** A labelled text input with its error shown underneath. */
export function TextField({
  label,
  hint,
  error,
  labelAside,
  id,
  className,
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelAside={labelAside}
    >
      <input
        id={inputId}
        className={inputClasses(!!error, className)}
        aria-required={required || undefined}
        {...describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldShell>
  );
}
