import { zodResolver } from '@hookform/resolvers/zod';
import { type TPriceQuote, ZDiscountCodeText } from '@vitrina/shared/payments/discount.schemas';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { getErrorMessage } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { formatUsd } from '../../../lib/money-format';
import { useQuotePrice } from '../api/quote-price';

const ZCodeForm = z.object({ code: ZDiscountCodeText });
type TCodeForm = z.infer<typeof ZCodeForm>;

interface DiscountCodeFormProps {
  projectId: string;
  /** The price with the code applied, or null. */
  applied: TPriceQuote | null;
  onApplied: (quote: TPriceQuote | null) => void;
  /** While a payment runs, the code stays as it is. */
  locked?: boolean;
  /** A code to apply as the page opens (a public sale's, or one in the address). */
  initialCode?: string;
  /** Pay what you want: the code lowers the minimum, and says so. */
  payWhatYouWant?: boolean;
}

/**
 * '¿Tienes un código?': a code typed here is priced by the server, which says why one does not
 * apply; once applied it shows what it takes off, and can be taken away.
 */
export function DiscountCodeForm({
  projectId,
  applied,
  onApplied,
  locked = false,
  initialCode,
  payWhatYouWant = false,
}: DiscountCodeFormProps) {
  const { t } = useTranslation('payments');
  const messageText = useMessageText();
  const quote = useQuotePrice();
  const startCode = initialCode && ZDiscountCodeText.safeParse(initialCode).success ? initialCode : '';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TCodeForm>({ resolver: zodResolver(ZCodeForm), defaultValues: { code: startCode } });

  const details = useRef<HTMLDetailsElement>(null);
  const apply = async (code: string, focus: boolean) => {
    try {
      onApplied(await quote.mutateAsync({ projectId, code }));
    } catch (error) {
      // The field shows why (a sale's code that ended meanwhile opens the box to say so).
      if (details.current) details.current.open = true;
      setError('code', { type: 'server', message: getErrorMessage(error) }, { shouldFocus: focus });
    }
  };
  const onSubmit = handleSubmit(({ code }) => apply(code, true));
  // The sale's code is applied once as the page opens; if it ended meanwhile, the field says why.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page opens.
  useEffect(() => {
    if (started.current || !startCode) return;
    started.current = true;
    void apply(startCode, false);
  }, []);

  if (applied?.discount) {
    return (
      <div className="flex items-start gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
        <TicketPercent className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
        <p className="min-w-0 flex-1" role="status">
          {payWhatYouWant
            ? t('checkout.code.appliedMinimum', {
                code: applied.discount.code,
                minimum: formatUsd(applied.minimum),
              })
            : t('checkout.code.applied', {
                code: applied.discount.code,
                amount: formatUsd(applied.discount.amount),
              })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={locked}
          onClick={() => {
            reset({ code: '' });
            onApplied(null);
          }}
          icon={<X className="size-4" aria-hidden="true" />}
        >
          {t('checkout.code.remove')}
        </Button>
      </div>
    );
  }

  return (
    <details ref={details} className="group rounded-2xl border border-slate-200 bg-white p-4">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg text-sm font-semibold text-indigo-700 hover:text-indigo-800 [&::-webkit-details-marker]:hidden">
        <TicketPercent className="size-4" aria-hidden="true" />
        {t('checkout.code.question')}
      </summary>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('checkout.code.label')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            error={messageText(errors.code?.message)}
            {...register('code')}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="mt-7"
          loading={quote.isPending}
          disabled={locked}
        >
          {t('checkout.code.apply')}
        </Button>
      </form>
    </details>
  );
}
