import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell, inputClasses, type TextFieldProps } from './field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Rendered under the input (before the error), e.g. a strength meter. */
  below?: ReactNode;
}

/** A password input with a show/hide button. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  below,
  required,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} required={required}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={inputClasses(!!error, `pr-12 ${className ?? ''}`)}
          aria-required={required || undefined}
          {...describedBy(inputId, hint, error)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-1 right-1 flex w-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
      {below}
    </FieldShell>
  );
}
