import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedByIds } from '../../../components/ui/char-counter';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { useMessageText } from '../../../lib/form-errors';
import { formatUsd } from '../../../lib/money-format';
import { CommissionNote, type TCommissionState } from './commission-note';
import { FormSection } from './form-section';
import type { TProjectFormValues } from './project-form-values';

const PRICE_ID = 'field-price';
const COMMISSION_ID = 'price-commission';

/** The price in dollars (0 = free), the trial option and what a sale leaves after commission. */
export function PriceSection({ commission }: { commission: TCommissionState }) {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TProjectFormValues>();
  const price = useWatch({ control, name: 'price' });
  const error = messageText(errors.price?.message);
  const hint = t('fields.price.hint', { max: formatUsd(PROJECT_LIMITS.priceMax, 'whole') });

  return (
    <FormSection
      id="section-price"
      icon={<CircleDollarSign className="size-5" aria-hidden="true" />}
      title={t('sections.price.title')}
      description={t('sections.price.description')}
    >
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
        <FieldShell id={PRICE_ID} label={t('fields.price.label')} hint={hint} error={error} required>
          <div className="relative">
            <span
              className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-600"
              aria-hidden="true"
            >
              $
            </span>
            <input
              id={PRICE_ID}
              type="number"
              inputMode="decimal"
              min={0}
              max={PROJECT_LIMITS.priceMax}
              step={0.01}
              placeholder="0.00"
              className={inputClasses(!!error, 'pr-14 pl-7 tabular-nums')}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedByIds(PRICE_ID, hint, error, COMMISSION_ID)}
              {...register('price', {
                // valueAsNumber, except that an empty input stays undefined rather than NaN: the
                // schema still rejects it, and an untouched empty form is not 'changed'.
                setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
              })}
            />
            <span
              className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-xs font-semibold text-slate-600"
              aria-hidden="true"
            >
              USD
            </span>
          </div>
        </FieldShell>
        <div className="sm:pt-7">
          <CommissionNote id={COMMISSION_ID} price={price} commission={commission} />
        </div>
      </div>
      <CheckboxField
        id="field-allowTrialVersion"
        label={t('fields.allowTrialVersion.label')}
        hint={t('fields.allowTrialVersion.hint')}
        {...register('allowTrialVersion')}
      />
    </FormSection>
  );
}
