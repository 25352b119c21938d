import type { TRefund } from '@vitrina/shared/payments/refund.schemas';
import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundStatusBadge } from '../../../components/domain/refund-status-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatUsd } from '../../../lib/money-format';
import { formatSaleDate } from '../utils/admin-format';

const QUOTE = 'rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200';
const PILL = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

function Figure({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd
        className={
          mono ? 'truncate font-mono text-xs text-slate-800' : 'truncate text-sm font-semibold text-slate-900'
        }
        title={value}
      >
        {value}
      </dd>
    </div>
  );
}

/** Who decided and what came of it, once the request is no longer waiting. */
function Decision({ refund, language }: { refund: TRefund; language: string }) {
  const { t } = useTranslation('admin');
  const by = {
    admin: refund.decidedByName ?? '—',
    date: refund.decidedAt ? formatSaleDate(refund.decidedAt, language) : '—',
  };
  switch (refund.status) {
    case 'REJECTED':
      return (
        <p className="mt-3 text-sm wrap-anywhere text-slate-700">
          <span className="font-semibold text-slate-900">{t('refunds.decision.rejected', by)}</span>{' '}
          {refund.decisionNote && <span className="break-words">«{refund.decisionNote}»</span>}
        </p>
      );
    case 'FAILED':
      return (
        <Alert className="mt-3" title={t('refunds.outcome.failed.title')}>
          {refund.failure
            ? `${refund.failure.message} (${refund.failure.code})`
            : t('refunds.outcome.failed.text')}
        </Alert>
      );
    case 'REQUESTED':
      return null;
    default:
      return (
        <p className="mt-3 text-sm wrap-anywhere text-slate-700">
          {t(`refunds.decision.${refund.status === 'COMPLETED' ? 'completed' : 'underway'}`, {
            ...by,
            completed: refund.completedAt ? formatSaleDate(refund.completedAt, language) : '—',
          })}
          {refund.providerRefundId && (
            <span className="ml-1 font-mono text-xs text-slate-600">
              {t('refunds.decision.reference', { reference: refund.providerRefundId })}
            </span>
          )}
        </p>
      );
  }
}

interface AdminRefundCardProps {
  refund: TRefund;
  onApprove: (refund: TRefund) => void;
  onReject: (refund: TRefund) => void;
  /** A refund the provider refused: the admin may refund the sale again. */
  onRefundAgain: (refund: TRefund) => void;
}

/**
 * One refund: the app, the buyer, the sale's figures and origin, the buyer's reason and the
 * developer's comment, its state and decision, and 'Aprobar' / 'Rechazar' while it waits.
 */
export function AdminRefundCard({ refund, onApprove, onReject, onRefundAgain }: AdminRefundCardProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const headingId = `admin-refund-${refund.id}`;
  const name = refund.projectName;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900">
              <Link
                to={`/app/${encodeURIComponent(refund.projectSlug || refund.projectId)}`}
                className="hover:text-indigo-700 hover:underline"
              >
                {name}
              </Link>
            </h3>
            <RefundStatusBadge status={refund.status} />
            <span className={`${PILL} bg-slate-50 text-slate-700 ring-slate-200`}>
              {t(`refunds.origins.${refund.origin}`)}
            </span>
            {refund.provider === 'sandbox' && (
              <span className={`${PILL} bg-violet-50 text-violet-800 ring-violet-200`}>
                {t('sales.testMode')}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm wrap-anywhere text-slate-600">
            {t('refunds.requestedOn', { date: formatSaleDate(refund.requestedAt, language) })}
          </p>

          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            <Figure label={t('refunds.fields.amount')} value={formatUsd(refund.amount)} />
            <Figure label={t('refunds.fields.saleDate')} value={formatSaleDate(refund.saleDate, language)} />
            <Figure label={t('refunds.fields.buyer')} value={refund.buyerName} />
            <Figure label={t('refunds.fields.email')} value={refund.buyerEmail ?? '—'} />
            <Figure label={t('refunds.fields.developer')} value={refund.developerName} />
            <Figure label={t('refunds.fields.order')} value={refund.orderId} mono />
          </dl>

          <blockquote className={`mt-4 ${QUOTE}`}>
            <p className="text-xs font-medium text-slate-600">
              {refund.origin === 'ADMIN' ? t('refunds.adminReason') : t('refunds.buyerReason')}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{refund.reason}</p>
          </blockquote>
          <blockquote className={`mt-3 ${QUOTE}`}>
            <p className="text-xs font-medium text-slate-600">{t('refunds.developerComment')}</p>
            <p className="mt-1 break-words whitespace-pre-line">
              {refund.developerComment ?? (
                <span className="text-slate-600 italic">{t('refunds.noDeveloperComment')}</span>
              )}
            </p>
          </blockquote>
          {refund.paidOut && refund.status !== 'COMPLETED' && refund.status !== 'REJECTED' && (
            <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
              {t('refunds.paidOutWarning', { net: formatUsd(refund.net), developer: refund.developerName })}
            </p>
          )}
          <Decision refund={refund} language={language} />
        </div>

        {refund.status === 'REQUESTED' && (
          <div className="flex flex-wrap gap-2 md:shrink-0 md:flex-col">
            <Button
              size="sm"
              onClick={() => onApprove(refund)}
              icon={<Check className="size-4" aria-hidden="true" />}
              aria-label={t('refunds.approveLabel', { project: name, buyer: refund.buyerName })}
            >
              {t('refunds.approveAction')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onReject(refund)}
              icon={<Ban className="size-4" aria-hidden="true" />}
              aria-label={t('refunds.rejectLabel', { project: name, buyer: refund.buyerName })}
            >
              {t('refunds.rejectAction')}
            </Button>
          </div>
        )}
        {refund.status === 'FAILED' && (
          <Button
            size="sm"
            variant="secondary"
            className="self-start md:shrink-0"
            onClick={() => onRefundAgain(refund)}
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            aria-label={t('refunds.refundAgainLabel', { project: name, buyer: refund.buyerName })}
          >
            {t('refunds.refundAgain')}
          </Button>
        )}
      </div>
    </li>
  );
}
