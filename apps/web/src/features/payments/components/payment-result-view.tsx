import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import FileWarning from 'lucide-react/icons/file-warning';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { formatUsd } from '../../../lib/money-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaymentResult } from '../hooks/use-payment-result';

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

function ResultCard({ tone, icon, title, text, details, actions }: ResultCardProps) {
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

function Details({
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

const appPath = (appId: string) => `/app/${encodeURIComponent(appId)}`;

/**
 * /payment-result: a spinner for 2 seconds, then the outcome (the server's word on the order when
 * it can be asked). `onSuccess` runs once for a successful payment (the caller refreshes caches).
 */
export function PaymentResultView({ onSuccess }: { onSuccess?: (appId: string) => void }) {
  const { t } = useTranslation('payments');
  const { view, recheck, rechecking, canRecheck } = usePaymentResult();
  useDocumentTitle(t('result.title'));

  const successAppId = view.kind === 'outcome' && view.status === 'success' ? view.appId : null;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (successAppId && reported.current !== successAppId) {
      reported.current = successAppId;
      onSuccess?.(successAppId);
    }
  }, [successAppId, onSuccess]);

  const storeLink = (label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <ButtonLink to="/store" variant={variant} icon={<ShoppingBag className="size-4" aria-hidden="true" />}>
      {label}
    </ButtonLink>
  );

  let content: ReactNode;
  if (view.kind === 'waiting') {
    content = (
      <Card className="flex w-full flex-col items-center p-10 text-center">
        <Spinner size="lg" className="text-indigo-600" />
        <div role="status">
          <h1 className="mt-5 text-xl font-semibold text-slate-900">{t('result.checking')}</h1>
        </div>
      </Card>
    );
  } else if (view.kind === 'invalid') {
    content = (
      <ResultCard
        tone="neutral"
        icon={<FileWarning className="size-8" aria-hidden="true" />}
        title={t('result.invalid.title')}
        text={t('result.invalid.text')}
        actions={storeLink(t('result.invalid.store'), 'primary')}
      />
    );
  } else if (view.kind === 'verifyError') {
    content = (
      <ResultCard
        tone="failed"
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        title={t('result.verifyError.title')}
        text={t('result.verifyError.text')}
        details={
          <Details amount={view.query.amount} orderId={view.query.orderId} method={view.query.method} />
        }
        actions={
          <>
            {storeLink(t('result.verifyError.store'))}
            <Button
              onClick={recheck}
              loading={rechecking}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              {t('result.verifyError.retry')}
            </Button>
          </>
        }
      />
    );
  } else {
    const details = <Details amount={view.amount} orderId={view.orderId} method={view.method} />;
    if (view.status === 'failed') {
      content = (
        <ResultCard
          key="failed"
          tone="failed"
          icon={<CircleX className="size-8" aria-hidden="true" />}
          title={t('result.failed.title')}
          text={t('result.failed.text')}
          details={details}
          actions={
            <>
              {storeLink(t('result.failed.store'))}
              <ButtonLink
                to={`/checkout/${encodeURIComponent(view.appId)}`}
                icon={<RotateCcw className="size-4" aria-hidden="true" />}
              >
                {t('result.failed.retry')}
              </ButtonLink>
            </>
          }
        />
      );
    } else if (view.status === 'pending') {
      content = (
        <ResultCard
          key="pending"
          tone="pending"
          icon={<Clock className="size-8" aria-hidden="true" />}
          title={t('result.pending.title')}
          text={t('result.pending.text')}
          details={details}
          actions={
            <>
              {storeLink(t('result.pending.store'), canRecheck ? 'secondary' : 'primary')}
              {canRecheck && (
                <Button
                  onClick={recheck}
                  loading={rechecking}
                  icon={<RefreshCw className="size-4" aria-hidden="true" />}
                >
                  {t('result.pending.check')}
                </Button>
              )}
            </>
          }
        />
      );
    } else {
      content = (
        <ResultCard
          key="success"
          tone="success"
          icon={<CircleCheck className="size-8" aria-hidden="true" />}
          title={t('result.success.title')}
          text={t('result.success.text')}
          details={details}
          actions={
            <>
              {storeLink(t('result.success.continue'))}
              <ButtonLink
                to={appPath(view.appId)}
                iconAfter={<ArrowRight className="size-4" aria-hidden="true" />}
              >
                {t('result.success.open')}
              </ButtonLink>
            </>
          }
        />
      );
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-10 sm:py-16">{content}</div>
  );
}
