import { type ComponentPropsWithRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { FieldShell, inputClasses } from '../../../components/ui/field';

interface DescriptionFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'maxLength'> {
  label: string;
  hint: string;
  error?: string;
  /** Characters typed so far, for the counter. */
  length: number;
  maxLength: number;
}

/** The request itself: a roomy text area with a character counter and its error underneath. */
export function DescriptionField({
  label,
  hint,
  error,
  length,
  maxLength,
  required,
  ...rest
}: DescriptionFieldProps) {
  const { t } = useTranslation('custom-request');
  const id = useId();
  const counterId = `${id}-count`;
  const describedBy = [error ? `${id}-error` : `${id}-hint`, counterId].join(' ');
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelAside={
        <span
          id={counterId}
          className={cn(
            'text-xs tabular-nums',
            length > maxLength ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {length}/{maxLength}
          <span className="sr-only"> {t('form.characters')}</span>
        </span>
      }
    >
      <textarea
        id={id}
        maxLength={maxLength}
        rows={7}
        className={inputClasses(!!error, 'h-auto min-h-40 resize-y py-2.5 leading-relaxed')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldShell>
  );
}
