import ArrowRight from 'lucide-react/icons/arrow-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import FileWarning from 'lucide-react/icons/file-warning';
import Hourglass from 'lucide-react/icons/hourglass';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogIn from 'lucide-react/icons/log-in';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { rememberRedirectAfterLogin } from '../../../lib/login-redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaymentResult } from '../hooks/use-payment-result';
import { Details, ResultCard } from './payment-result-card';

const appPath = (appId: string) => `/app/${encodeURIComponent(appId)}`;

/**
 * /payment-result: a spinner for 2 seconds, then the outcome. Success is said only when the server
 * confirmed the signed-in buyer's order; an address that merely claims it gets 'Estamos confirmando
 * tu pago'. `onSuccess` runs once for a confirmed payment (the caller refreshes caches).
 */
export function PaymentResultView({ onSuccess }: { onSuccess?: (appId: string) => void }) {
  const { t } = useTranslation('payments');
  const { view, recheck, rechecking, canRecheck, signedIn } = usePaymentResult();
  const location = useLocation();
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
  } else if (view.kind === 'confirming') {
    // Nothing confirmed this payment for the person here: say so, and never that it was recorded.
    content = (
      <ResultCard
        tone="neutral"
        icon={<Hourglass className="size-8" aria-hidden="true" />}
        title={t('result.confirming.title')}
        text={
          signedIn
            ? t('result.confirming.text')
            : `${t('result.confirming.text')} ${t('result.confirming.signInText')}`
        }
        details={
          <Details amount={view.query.amount} orderId={view.query.orderId} method={view.query.method} />
        }
        actions={
          <>
            {storeLink(t('result.confirming.store'))}
            {signedIn ? (
              <ButtonLink
                to="/user-dashboard"
                icon={<LayoutDashboard className="size-4" aria-hidden="true" />}
              >
                {t('result.confirming.purchases')}
              </ButtonLink>
            ) : (
              <ButtonLink
                to="/login"
                onClick={() => rememberRedirectAfterLogin(`${location.pathname}${location.search}`)}
                icon={<LogIn className="size-4" aria-hidden="true" />}
              >
                {t('result.confirming.signIn')}
              </ButtonLink>
            )}
          </>
        }
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
