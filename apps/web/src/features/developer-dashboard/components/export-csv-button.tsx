import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { downloadAnalyticsCsv } from '../api/download-analytics-csv';
import { analyticsCsvFilename } from '../utils/csv-filename';

/** 'Exportar CSV': the server's export of the chosen range, saved as analitica-YYYY-MM-DD.csv. */
export function ExportCsvButton({ days }: { days: number }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    const file = analyticsCsvFilename(i18n.resolvedLanguage ?? 'es');
    setExporting(true);
    try {
      await downloadAnalyticsCsv(days, file);
      toast.success(t('analytics.exported', { file }), { toastId: `export-${file}` });
    } catch (error) {
      toast.error(<ToastMessage title={t('analytics.exportFailed')} text={getErrorMessage(error)} />);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      variant="secondary"
      onClick={() => void exportCsv()}
      loading={exporting}
      icon={<Download className="size-4" aria-hidden="true" />}
    >
      {exporting ? t('analytics.exporting') : t('analytics.export')}
    </Button>
  );
}
