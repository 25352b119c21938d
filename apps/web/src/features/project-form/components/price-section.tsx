import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedByIds } from '../../../components/ui/char-counter';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldShell } from '../../../components/ui/field';
import { MoneyInput } from '../../../components/ui/money-input';
import { useMessageText } from '../../../lib/form-errors';
import { formatUsd } from '../../../lib/money-format';
import { CommissionNote, type TCommissionState } from './commission-note';
import { FormSection } from './form-section';
import type { TProjectFormValues } from './project-form-values';

const PRICE_ID = 'field-price';
const SUGGESTED_ID = 'field-suggestedPrice';
const COMMISSION_ID = 'price-commission';

/** valueAsNumber, except that an empty input stays undefined rather than NaN. */
const numberOrUndefined = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/**
 * The price in dollars (0 = free), or pay what you want: the price is then the minimum (0 allowed)
 * and a suggested price may be set; the trial option and what a sale leaves after commission.
 */
export function PriceSection({ commission }: { commission: TCommissionState }) {
  const { t } = useTranslation('project-form');
  const messageText = useMessageText();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TProjectFormValues>();
  const [price, payWhatYouWant] = useWatch({ control, name: ['price', 'payWhatYouWant'] });
  const error = messageText(errors.price?.message);
  const suggestedError = messageText(errors.suggestedPrice?.message);
  const max = formatUsd(PROJECT_LIMITS.priceMax, 'whole');
  const hint = payWhatYouWant ? t('fields.price.minimumHint', { max }) : t('fields.price.hint', { max });
  const suggestedHint = t('fields.suggestedPrice.hint');

  return (
    <FormSection
      id="section-price"
      icon={<CircleDollarSign className="size-5" aria-hidden="true" />}
      title={t('sections.price.title')}
      description={t('sections.price.description')}
    >
      <CheckboxField
        id="field-payWhatYouWant"
        label={t('fields.payWhatYouWant.label')}
        hint={t('fields.payWhatYouWant.hint')}
        {...register('payWhatYouWant')}
      />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
        <FieldShell
          id={PRICE_ID}
          label={payWhatYouWant ? t('fields.price.minimumLabel') : t('fields.price.label')}
          hint={hint}
          error={error}
          required
        >
          <MoneyInput
            id={PRICE_ID}
            type="number"
            inputMode="decimal"
            min={0}
            max={PROJECT_LIMITS.priceMax}
            step={0.01}
            placeholder="0.00"
            invalid={!!error}
            aria-required
            aria-describedby={describedByIds(PRICE_ID, hint, error, COMMISSION_ID)}
            {...register('price', { setValueAs: numberOrUndefined })}
          />
        </FieldShell>
        <div className="sm:pt-7">
          <CommissionNote id={COMMISSION_ID} price={price} commission={commission} />
        </div>
      </div>
      {payWhatYouWant && (
        <div className="sm:max-w-56">
          <FieldShell
            id={SUGGESTED_ID}
            label={t('fields.suggestedPrice.label')}
            hint={suggestedHint}
            error={suggestedError}
          >
            <MoneyInput
              id={SUGGESTED_ID}
              type="number"
              inputMode="decimal"
              min={0}
              max={PROJECT_LIMITS.priceMax}
              step={0.01}
              placeholder="0.00"
              invalid={!!suggestedError}
              aria-describedby={describedByIds(SUGGESTED_ID, suggestedHint, suggestedError)}
              {...register('suggestedPrice', { setValueAs: numberOrUndefined })}
            />
          </FieldShell>
        </div>
      )}
      <CheckboxField
        id="field-allowTrialVersion"
        label={t('fields.allowTrialVersion.label')}
        hint={t('fields.allowTrialVersion.hint')}
        {...register('allowTrialVersion')}
      />
    </FormSection>
  );
}
