import type { TDeveloperSale } from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRate, formatUsd } from '../../../lib/money-format';
import { formatShortDate } from '../utils/dashboard-format';
import type { TSalesTotals } from '../utils/payout-totals';
import { PayoutStatus } from './payout-status';

interface SalesTableProps {
  sales: ReadonlyArray<TDeveloperSale>;
  /** The sums of exactly these rows. */
  totals: TSalesTotals;
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const thNum = `${th} text-right`;
const num = 'px-4 py-3 text-right tabular-nums';

function AppLink({ sale }: { sale: TDeveloperSale }) {
  return (
    <Link
      to={`/app/${encodeURIComponent(sale.projectId)}`}
      className="font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline"
    >
      {sale.projectName}
    </Link>
  );
}

/** Every sale with its figures: a table from tablet width up, a list of cards on a phone. */
export function SalesTable({ sales, totals }: SalesTableProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const rate = (sale: TDeveloperSale) => formatRate(sale.commissionRate, language);

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5 md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('payouts.table.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                {t('payouts.table.date')}
              </th>
              <th scope="col" className={th}>
                {t('payouts.table.app')}
              </th>
              <th scope="col" className={thNum}>
                {t('payouts.table.amount')}
              </th>
              <th scope="col" className={thNum}>
                {t('payouts.table.commission')}
              </th>
              <th scope="col" className={thNum}>
                {t('payouts.table.net')}
              </th>
              <th scope="col" className={th}>
                {t('payouts.table.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sales.map((sale) => (
              <tr key={sale.saleId} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatShortDate(sale.date, language, true)}
                </td>
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <AppLink sale={sale} />
                </th>
                <td className={`${num} text-slate-900`}>{formatUsd(sale.amount)}</td>
                <td className={`${num} text-slate-700`}>
                  {formatUsd(sale.commission)}
                  <span className="block text-xs text-slate-600">{rate(sale)}</span>
                </td>
                <td className={`${num} font-semibold text-slate-900`}>{formatUsd(sale.net)}</td>
                <td className="px-4 py-3">
                  <PayoutStatus sale={sale} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
            <tr>
              <th scope="row" colSpan={2} className="px-4 py-3 text-left">
                {t('payouts.table.total', { count: totals.count })}
              </th>
              <td className={num}>{formatUsd(totals.amount)}</td>
              <td className={num}>{formatUsd(totals.commission)}</td>
              <td className={num}>{formatUsd(totals.net)}</td>
              <td className="px-4 py-3" />
            </tr>
          </tfoot>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label={t('payouts.table.caption')}>
        {sales.map((sale) => (
          <li
            key={sale.saleId}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <AppLink sale={sale} />
                <p className="text-xs text-slate-600">{formatShortDate(sale.date, language, true)}</p>
              </div>
              <PayoutStatus sale={sale} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-600">{t('payouts.table.amount')}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatUsd(sale.amount)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  {t('payouts.table.commission')} ({rate(sale)})
                </dt>
                <dd className="font-medium text-slate-900 tabular-nums">{formatUsd(sale.commission)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">{t('payouts.table.net')}</dt>
                <dd className="font-bold text-slate-900 tabular-nums">{formatUsd(sale.net)}</dd>
              </div>
            </dl>
          </li>
        ))}
        <li className="rounded-2xl bg-slate-100 p-4 text-sm">
          <p className="font-semibold text-slate-900">{t('payouts.table.total', { count: totals.count })}</p>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            <div>
              <dt className="text-xs text-slate-600">{t('payouts.table.amount')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(totals.amount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('payouts.table.commission')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatUsd(totals.commission)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('payouts.table.net')}</dt>
              <dd className="font-bold text-slate-900 tabular-nums">{formatUsd(totals.net)}</dd>
            </div>
          </dl>
        </li>
      </ul>
    </>
  );
}
