import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { downloadAnalyticsCsv } from '../api/download-analytics-csv';
import { analyticsCsvFilename } from '../utils/csv-filename';

interface ExportCsvButtonProps {
  days: number;
  /** What is exported: the analytics (analitica-YYYY-MM-DD.csv) unless told otherwise. */
  download?: (days: number, file: string) => Promise<void>;
  filename?: (language: string) => string;
  label?: string;
  size?: 'sm' | 'md';
}

/**
 * 'Exportar CSV': the server's export of the chosen range, saved under a dated name, with a toast
 * saying it was saved or why not.
 */
export function ExportCsvButton({
  days,
  download = downloadAnalyticsCsv,
  filename = analyticsCsvFilename,
  label,
  size,
}: ExportCsvButtonProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    const file = filename(i18n.resolvedLanguage ?? 'es');
    setExporting(true);
    try {
      await download(days, file);
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
      size={size}
      className="whitespace-nowrap"
      onClick={() => void exportCsv()}
      loading={exporting}
      icon={<Download className="size-4" aria-hidden="true" />}
    >
      {exporting ? t('analytics.exporting') : (label ?? t('analytics.export'))}
    </Button>
  );
}
