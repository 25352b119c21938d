import type { TLedgerEntry } from '@vitrina/shared/payments/ledger.schemas';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { DataTable, type TDataColumn } from '../../../components/ui/data-table';
import { formatBalanceUsd, formatSignedUsd } from '../../../lib/money-format';
import { formatShortDate } from '../utils/dashboard-format';
import { entryTone, pagerSteps } from '../utils/ledger-display';

interface LedgerTableProps {
  entries: ReadonlyArray<TLedgerEntry>;
  page: number;
  totalPages: number;
  /** A page is on its way: the rows shown are the previous page's. */
  loading: boolean;
  onPage: (page: number) => void;
}

/** The ledger's entries, newest first (date, type, app, signed amount, balance after), a page at a time. */
export function LedgerTable({ entries, page, totalPages, loading, onPage }: LedgerTableProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const steps = pagerSteps(page, totalPages);

  const columns: TDataColumn<TLedgerEntry>[] = [
    {
      id: 'date',
      header: t('payouts.ledger.table.date'),
      card: 'subtitle',
      cell: (entry) => formatShortDate(entry.date, language, true),
      className: 'whitespace-nowrap text-slate-700',
    },
    {
      id: 'kind',
      header: t('payouts.ledger.table.kind'),
      rowHeader: true,
      cell: (entry) => t(`payouts.ledger.kinds.${entry.kind}`),
      className: 'whitespace-nowrap',
    },
    {
      id: 'app',
      header: t('payouts.ledger.table.app'),
      cell: (entry) =>
        entry.projectName ? (
          <span className="wrap-anywhere">{entry.projectName}</span>
        ) : entry.reference ? (
          <span className="font-mono text-xs break-all text-slate-600">
            {t('payouts.reference', { reference: entry.reference })}
          </span>
        ) : (
          '—'
        ),
      className: 'min-w-40',
    },
    {
      id: 'amount',
      header: t('payouts.ledger.table.amount'),
      align: 'end',
      card: 'aside',
      cell: (entry) => (
        <span className={cn('font-semibold', entryTone(entry.kind))}>{formatSignedUsd(entry.amount)}</span>
      ),
    },
    {
      id: 'balanceAfter',
      header: t('payouts.ledger.table.balanceAfter'),
      align: 'end',
      cell: (entry) => formatBalanceUsd(entry.balanceAfter),
    },
  ];

  return (
    <div aria-busy={loading} className={cn('space-y-4 transition-opacity', loading && 'opacity-60')}>
      <DataTable
        caption={t('payouts.ledger.table.caption')}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
      />
      {totalPages > 1 && (
        <nav
          aria-label={t('payouts.ledger.pager.label')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={steps.previous === null || loading}
            onClick={() => steps.previous !== null && onPage(steps.previous)}
            icon={<ChevronLeft className="size-4" aria-hidden="true" />}
          >
            {t('payouts.ledger.pager.previous')}
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('payouts.ledger.pager.page', { page: page + 1, count: totalPages })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={steps.next === null || loading}
            onClick={() => steps.next !== null && onPage(steps.next)}
          >
            {t('payouts.ledger.pager.next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
