import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: ReactNode;
  /** A line of explanation under the label (it may hold links), tied to the box for screen readers. */
  hint?: ReactNode;
  /** Shown under the label in red, and tied to the box for screen readers. */
  error?: string;
  id?: string;
}

/** A checkbox with its label, a line of explanation and, when invalid, its error. */
export function CheckboxField({ label, hint, error, id, required, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean);
  return (
    <div className="flex gap-3">
      <input
        id={fieldId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-indigo-600"
        aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        {...rest}
      />
      <div className="min-w-0">
        <label htmlFor={fieldId} className="cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <div id={`${fieldId}-hint`} className="text-xs text-slate-600">
            {hint}
          </div>
        )}
        {error && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
