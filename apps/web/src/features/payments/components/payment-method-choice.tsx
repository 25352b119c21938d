import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

interface PaymentMethodChoiceProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'> {
  error?: string;
}

/** PayPal's wordmark in its two blues (text, so it reads and scales like the rest). */
function PayPalMark() {
  return (
    <span className="text-lg font-extrabold tracking-tight italic" aria-hidden="true">
      <span className="text-[#003087]">Pay</span>
      <span className="text-[#0059b3]">Pal</span>
    </span>
  );
}

/**
 * 'Método de pago': a radio card per method (only PayPal exists), not chosen in advance so the buyer
 * picks it. Takes react-hook-form's `register('paymentMethod')` props.
 */
export function PaymentMethodChoice({ error, ...radio }: PaymentMethodChoiceProps) {
  const { t } = useTranslation('payments');
  return (
    <fieldset aria-describedby={error ? 'payment-method-error' : undefined} className="min-w-0">
      <legend className="sr-only">{t('checkout.method.title')}</legend>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-4 rounded-xl border-2 bg-white p-4 transition-colors',
          'has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50/60',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
          error ? 'border-red-500' : 'border-slate-200 hover:border-slate-300',
        )}
      >
        <input
          type="radio"
          value="paypal"
          className="size-5 shrink-0 cursor-pointer accent-indigo-600"
          aria-invalid={error ? true : undefined}
          aria-describedby="payment-method-paypal-hint"
          {...radio}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="sr-only">{t('checkout.method.paypal')}</span>
            <PayPalMark />
          </span>
          <span id="payment-method-paypal-hint" className="block text-sm text-slate-600">
            {t('checkout.method.paypalHint')}
          </span>
        </span>
      </label>
      {error && (
        <p id="payment-method-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
