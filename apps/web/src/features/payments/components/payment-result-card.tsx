import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatUsd } from '../../../lib/money-format';

const TONES = {
  success: 'bg-emerald-100 text-emerald-700 ring-emerald-200',
  failed: 'bg-red-100 text-red-700 ring-red-200',
  pending: 'bg-amber-100 text-amber-800 ring-amber-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

interface ResultCardProps {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  text: string;
  details?: ReactNode;
  actions?: ReactNode;
}

/** One outcome of the result page: an icon in its tone, a title that takes focus, text, details, actions. */
export function ResultCard({ tone, icon, title, text, details, actions }: ResultCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The outcome replaces the spinner: move focus to it so it is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card className="w-full p-6 text-center sm:p-10">
      <div
        className={cn(
          'mx-auto mb-6 flex size-16 items-center justify-center rounded-full ring-1',
          TONES[tone],
        )}
      >
        {icon}
      </div>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-balance text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mt-3 text-pretty text-base leading-relaxed text-slate-600">{text}</p>
      {details}
      {actions && (
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">{actions}</div>
      )}
    </Card>
  );
}

/** The payment's amount, order id and method, as far as they are known. */
export function Details({
  amount,
  orderId,
  method,
}: {
  amount: number | null;
  orderId: string | null;
  method: string;
}) {
  const { t } = useTranslation('payments');
  const rows = [
    amount !== null ? { label: t('result.details.amount'), value: `${formatUsd(amount)} USD` } : null,
    orderId ? { label: t('result.details.orderId'), value: orderId } : null,
    { label: t('result.details.method'), value: method.toLowerCase() === 'paypal' ? 'PayPal' : method },
  ].filter((row) => row !== null);
  return (
    <dl
      aria-label={t('result.details.label')}
      className="mx-auto mt-6 max-w-sm divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 text-left text-sm ring-1 ring-slate-200"
    >
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="shrink-0 text-slate-600">{row.label}</dt>
          <dd className="min-w-0 font-medium break-all text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
