import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A trap for bots: a 'website' field people never see, reach or have filled in for them
 * (off screen, hidden from assistive technology, out of the tab order, no autofill). Bots that
 * fill every input give themselves away; the server discards what they send.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  const { t } = useTranslation('custom-request');
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden">
      <label>
        {t('form.honeypot')}
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore
          data-lpignore="true"
          {...registration}
        />
      </label>
    </div>
  );
}
