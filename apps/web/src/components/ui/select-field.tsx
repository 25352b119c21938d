import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { describedBy, FieldShell, inputClasses } from './field';

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  id?: string;
  children: ReactNode;
}

/** A labelled native select (keyboard and screen readers work as everywhere else). */
export function SelectField({
  label,
  hint,
  error,
  id,
  required,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} required={required}>
      <div className="relative">
        <select
          id={fieldId}
          className={inputClasses(!!error, `appearance-none pr-10 ${className ?? ''}`)}
          aria-required={required || undefined}
          {...describedBy(fieldId, hint, error)}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
          aria-hidden="true"
        />
      </div>
    </FieldShell>
  );
}
