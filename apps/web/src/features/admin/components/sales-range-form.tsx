import CalendarSearch from 'lucide-react/icons/calendar-search';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { salesRangeProblem, type TSalesRange } from '../utils/sales-range';

interface SalesRangeFormProps {
  /** The range the report shows; the fields start from it. */
  applied: TSalesRange;
  onApply: (range: TSalesRange) => void;
}

/** 'Desde' and 'Hasta' (either may stay empty) and 'Aplicar'; a range that ends before it starts is refused. */
export function SalesRangeForm({ applied, onApply }: SalesRangeFormProps) {
  const { t } = useTranslation('admin');
  const [range, setRange] = useState<TSalesRange>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = salesRangeProblem(range);
    setProblem(found ? t(found) : null);
    if (!found) onApply(range);
  };

  const clear = () => {
    const empty = { from: '', to: '' };
    setRange(empty);
    setProblem(null);
    onApply(empty);
  };

  const field = (id: string, label: string, key: keyof TSalesRange) => (
    <div className="min-w-0 flex-1 space-y-1.5 sm:max-w-48">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={range[key]}
        max={key === 'from' ? range.to || undefined : undefined}
        min={key === 'to' ? range.from || undefined : undefined}
        onChange={(event) => setRange((previous) => ({ ...previous, [key]: event.target.value }))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className={inputClasses(!!problem)}
      />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('sales.rangeLabel')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex gap-3">
          {field(fromId, t('sales.from'), 'from')}
          {field(toId, t('sales.to'), 'to')}
        </div>
        <div className="flex gap-2">
          <Button type="submit" icon={<CalendarSearch className="size-4" aria-hidden="true" />}>
            {t('sales.apply')}
          </Button>
          {(applied.from || applied.to) && (
            <Button variant="ghost" onClick={clear}>
              {t('sales.clear')}
            </Button>
          )}
        </div>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
