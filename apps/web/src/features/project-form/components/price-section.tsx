import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import { type UseFormRegister, useFormContext, useWatch } from 'react-hook-form';
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
const SUGGESTED_ID = 'field-suggestedPrice';
const COMMISSION_ID = 'price-commission';

/** valueAsNumber, except that an empty input stays undefined rather than NaN. */
const numberOrUndefined = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** A dollar amount: '$' before, 'USD' after, two decimals. */
function MoneyInput({
  id,
  error,
  describedBy,
  required,
  ...field
}: ReturnType<UseFormRegister<TProjectFormValues>> & {
  id: string;
  error: string | undefined;
  describedBy: string | undefined;
  required?: boolean;
}) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-600"
        aria-hidden="true"
      >
        $
      </span>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={PROJECT_LIMITS.priceMax}
        step={0.01}
        placeholder="0.00"
        className={inputClasses(!!error, 'pr-14 pl-7 tabular-nums')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...field}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-xs font-semibold text-slate-600"
        aria-hidden="true"
      >
        USD
      </span>
    </div>
  );
}

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
            error={error}
            required
            describedBy={describedByIds(PRICE_ID, hint, error, COMMISSION_ID)}
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
              error={suggestedError}
              describedBy={describedByIds(SUGGESTED_ID, suggestedHint, suggestedError)}
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
