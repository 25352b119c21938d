import History from 'lucide-react/icons/history';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/money-format';
import { usePaidPayouts } from '../api/get-paid-payouts';
import { formatSaleDate } from '../utils/admin-format';
import { ListEmpty, ListError, ListLoading, LoadMore, SectionHeading } from './admin-list-states';

const TH =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const TD = 'px-3 py-3 align-top text-sm text-slate-800';

/** The payments tab's history: developer payouts already made, the latest first. */
export function PaidPayoutsSection() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const payouts = usePaidPayouts();
  const list = payouts.data?.pages.flatMap((page) => page.payouts) ?? [];
  const total = payouts.data?.pages[0]?.totalElements ?? 0;

  let body: ReactNode;
  if (payouts.isPending) body = <ListLoading label={t('paid.loading')} />;
  else if (payouts.isError) {
    body = (
      <ListError error={payouts.error} onRetry={() => void payouts.refetch()} retrying={payouts.isFetching} />
    );
  } else if (list.length === 0) {
    body = (
      <ListEmpty icon={<History className="size-6" aria-hidden="true" />} title={t('paid.emptyTitle')}>
        <p>{t('paid.emptyText')}</p>
      </ListEmpty>
    );
  } else {
    body = (
      <>
        {/* Phones: one card per payout; wider screens: the table. */}
        <ul className="space-y-3 md:hidden">
          {list.map((payout) => (
            <li
              key={payout.payoutId}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{payout.projectName}</p>
                  <p className="text-sm text-slate-600">{payout.developerName}</p>
                </div>
                <p className="text-base font-bold tabular-nums text-slate-900">{formatUsd(payout.amount)}</p>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 text-sm">
                <div className="min-w-0">
                  <dt className="text-xs text-slate-600">{t('paid.columns.paidAt')}</dt>
                  <dd className="text-slate-900">{formatSaleDate(payout.paidAt, language)}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-slate-600">{t('paid.columns.paidBy')}</dt>
                  <dd className="truncate text-slate-900">{payout.paidByName ?? '—'}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-slate-600">{t('paid.columns.receiver')}</dt>
                  <dd className="truncate font-mono text-slate-900">{payout.receiverMerchantId}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-slate-600">{t('paid.columns.reference')}</dt>
                  <dd className="truncate font-mono text-xs text-slate-900" title={payout.reference}>
                    {payout.reference}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <section
          className="hidden overflow-x-auto md:block rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
          tabIndex={0}
          aria-labelledby="admin-paid-caption"
        >
          <table className="min-w-full divide-y divide-slate-200">
            <caption id="admin-paid-caption" className="sr-only">
              {t('paid.caption')}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TH}>
                  {t('paid.columns.paidAt')}
                </th>
                <th scope="col" className={TH}>
                  {t('paid.columns.project')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('paid.columns.amount')}
                </th>
                <th scope="col" className={TH}>
                  {t('paid.columns.receiver')}
                </th>
                <th scope="col" className={TH}>
                  {t('paid.columns.reference')}
                </th>
                <th scope="col" className={TH}>
                  {t('paid.columns.paidBy')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((payout) => (
                <tr key={payout.payoutId} className="hover:bg-slate-50/60">
                  <td className={`${TD} whitespace-nowrap tabular-nums`}>
                    {formatSaleDate(payout.paidAt, language)}
                  </td>
                  <td className={`${TD} min-w-44`}>
                    <span className="block font-medium text-slate-900">{payout.projectName}</span>
                    <span className="block text-xs text-slate-600">{payout.developerName}</span>
                  </td>
                  <td className={`${TD} text-right font-semibold tabular-nums whitespace-nowrap`}>
                    {formatUsd(payout.amount)}
                  </td>
                  <td className={`${TD} font-mono whitespace-nowrap`}>{payout.receiverMerchantId}</td>
                  <td className={`${TD} max-w-48`}>
                    <span className="block truncate font-mono text-xs" title={payout.reference}>
                      {payout.reference}
                    </span>
                    {payout.provider === 'sandbox' && (
                      <span className="block text-xs text-slate-600">{t('sales.testMode')}</span>
                    )}
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>{payout.paidByName ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <LoadMore
          shown={list.length}
          total={total}
          hasNext={payouts.hasNextPage}
          loading={payouts.isFetchingNextPage}
          onLoadMore={() => void payouts.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="admin-paid-title">
      <SectionHeading id="admin-paid-title" title={t('paid.title')} description={t('paid.description')} />
      {body}
    </section>
  );
}
