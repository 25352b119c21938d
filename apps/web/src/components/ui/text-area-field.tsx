import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { CharCounter, describedByIds } from './char-counter';
import { FieldShell, inputClasses } from './field';

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'maxLength'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  id?: string;
  /** Characters typed so far, for the counter. */
  length: number;
  maxLength: number;
  /** Starting height: a line or two, a short paragraph, or room for a long text. */
  size?: keyof typeof HEIGHTS;
}

// min-h wins over the fixed h-11 that text inputs share; the person may still drag it taller.
const HEIGHTS = { sm: 'min-h-20', md: 'min-h-28', lg: 'min-h-52' } as const;

/** A labelled text area with a character counter and its error underneath. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  length,
  maxLength,
  size = 'md',
  required,
  className,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const counterId = `${fieldId}-count`;
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelAside={<CharCounter id={counterId} length={length} max={maxLength} />}
    >
      <textarea
        id={fieldId}
        maxLength={maxLength}
        className={inputClasses(
          !!error,
          `${HEIGHTS[size]} resize-y py-2.5 leading-relaxed ${className ?? ''}`,
        )}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(fieldId, hint, error, counterId)}
        {...rest}
      />
    </FieldShell>
  );
}
