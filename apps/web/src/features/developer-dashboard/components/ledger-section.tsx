import Download from 'lucide-react/icons/download';
import ScrollText from 'lucide-react/icons/scroll-text';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { downloadLedgerCsv } from '../api/download-ledger-csv';
import { useDeveloperLedger } from '../api/get-developer-ledger';
import { ledgerCsvFilename } from '../utils/csv-filename';
import { LedgerBalanceCard } from './ledger-balance-card';
import { LedgerTable } from './ledger-table';
import { TabError } from './tab-error';

/** 'Descargar CSV': every entry of the ledger, saved as movimientos-YYYY-MM-DD.csv. */
function LedgerCsvButton({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    const file = ledgerCsvFilename(i18n.resolvedLanguage ?? 'es');
    setDownloading(true);
    try {
      await downloadLedgerCsv(file);
      toast.success(t('payouts.ledger.csv.done', { file }), { toastId: `ledger-${file}` });
    } catch (error) {
      toast.error(<ToastMessage title={t('payouts.ledger.csv.failed')} text={getErrorMessage(error)} />, {
        toastId: 'ledger-csv-error',
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      loading={downloading}
      disabled={disabled}
      icon={<Download className="size-4" aria-hidden="true" />}
    >
      {t('payouts.ledger.csv.label')}
    </Button>
  );
}

/** 'Saldo y movimientos': the balance, then every sale, refund and payout that made it, a page at a time. */
export function LedgerSection() {
  const { t } = useTranslation('developer-dashboard');
  const [page, setPage] = useState(0);
  const ledger = useDeveloperLedger(page);

  let body: ReactNode;
  if (ledger.isPending) body = <PageSpinner label={t('payouts.ledger.loading')} />;
  else if (ledger.isError && !ledger.data) {
    body = (
      <TabError error={ledger.error} onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} />
    );
  } else if (ledger.data.totalElements === 0 && ledger.data.entries.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600 ring-1 ring-slate-200">
        <ScrollText className="size-6 text-indigo-600" aria-hidden="true" />
        <p className="font-semibold text-slate-900">{t('payouts.ledger.empty.title')}</p>
        <p>{t('payouts.ledger.empty.text')}</p>
      </div>
    );
  } else {
    const data = ledger.data;
    body = (
      <div className="space-y-6">
        <LedgerBalanceCard ledger={data} />
        <LedgerTable
          entries={data.entries}
          page={data.currentPage}
          totalPages={data.totalPages}
          loading={ledger.isPlaceholderData}
          onPage={setPage}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="developer-ledger-title">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h3 id="developer-ledger-title" className="text-lg font-semibold text-slate-900">
            {t('payouts.ledger.heading')}
          </h3>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('payouts.ledger.description')}</p>
        </div>
        <div className="shrink-0">
          <LedgerCsvButton disabled={ledger.isSuccess && ledger.data.totalElements === 0} />
        </div>
      </div>
      {body}
    </section>
  );
}
