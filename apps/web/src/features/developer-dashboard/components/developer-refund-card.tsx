import type { TRefund } from '@vitrina/shared/payments/refund.schemas';
import Info from 'lucide-react/icons/info';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefundStatusBadge } from '../../../components/domain/refund-status-badge';
import { Fact } from '../../../components/ui/fact';
import { formatUsd } from '../../../lib/money-format';
import { formatShortDate } from '../utils/dashboard-format';
import { RefundCommentForm } from './refund-comment-form';

const QUOTE = 'rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200';

/** What the refund does to the developer's balance, when it says something: it depends on the payout. */
function balanceNote(refund: TRefund): 'willOwe' | 'owes' | 'notPaid' | null {
  if (refund.status === 'COMPLETED') return refund.paidOut ? 'owes' : 'notPaid';
  if (refund.status === 'REJECTED' || refund.status === 'FAILED') return null;
  return refund.paidOut ? 'willOwe' : null;
}

/**
 * One refund on the developer's app: the sale, the buyer's name and reason, its state and the
 * admin's decision, and the developer's comment (a form while the request waits for a decision).
 */
export function DeveloperRefundCard({ refund }: { refund: TRefund }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const headingId = `developer-refund-${refund.id}`;
  const note = balanceNote(refund);

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900">
          <Link
            to={`/app/${encodeURIComponent(refund.projectSlug || refund.projectId)}`}
            className="hover:text-indigo-700 hover:underline"
          >
            {refund.projectName}
          </Link>
        </h3>
        <RefundStatusBadge status={refund.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {refund.origin === 'ADMIN'
          ? t('refunds.byAdmin', { date: formatShortDate(refund.requestedAt, language) })
          : t('refunds.requestedOn', { date: formatShortDate(refund.requestedAt, language) })}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Fact label={t('refunds.saleDate')} value={formatShortDate(refund.saleDate, language)} />
        <Fact label={t('refunds.amount')} value={formatUsd(refund.amount)} />
        <Fact label={t('refunds.net')} value={formatUsd(refund.net)} />
        <Fact label={t('refunds.buyer')} value={refund.buyerName || '—'} />
      </dl>

      <blockquote className={`mt-4 ${QUOTE}`}>
        <p className="text-xs font-medium text-slate-600">
          {refund.origin === 'ADMIN' ? t('refunds.adminReason') : t('refunds.reason')}
        </p>
        <p className="mt-1 break-words whitespace-pre-line">{refund.reason}</p>
      </blockquote>

      {refund.status === 'REJECTED' && refund.decisionNote && (
        <p className="mt-3 text-sm wrap-anywhere text-slate-700">
          <span className="font-semibold text-slate-900">{t('refunds.refused')}</span>{' '}
          <span className="break-words">«{refund.decisionNote}»</span>
        </p>
      )}
      {refund.status === 'COMPLETED' && (
        <p className="mt-3 text-sm text-slate-700">
          {t('refunds.completed', {
            date: formatShortDate(refund.completedAt ?? refund.updatedAt, language),
          })}
        </p>
      )}
      {refund.status === 'FAILED' && <p className="mt-3 text-sm text-slate-700">{t('refunds.failed')}</p>}
      {note && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <Info className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {t(`refunds.balance.${note}`, { net: formatUsd(refund.net) })}
        </p>
      )}

      {refund.status === 'REQUESTED' ? (
        <RefundCommentForm refund={refund} />
      ) : (
        refund.developerComment && (
          <blockquote className={`mt-4 ${QUOTE}`}>
            <p className="text-xs font-medium text-slate-600">{t('refunds.comment.yours')}</p>
            <p className="mt-1 break-words whitespace-pre-line">{refund.developerComment}</p>
          </blockquote>
        )
      )}
    </li>
  );
}
