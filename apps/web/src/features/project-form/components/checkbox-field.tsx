import { type ComponentPropsWithRef, useId } from 'react';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: string;
  hint?: string;
  id?: string;
}

/** A checkbox with its label and a line of explanation. */
export function CheckboxField({ label, hint, id, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="flex gap-3">
      <input
        id={fieldId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-indigo-600"
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        {...rest}
      />
      <div className="min-w-0">
        <label htmlFor={fieldId} className="cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
