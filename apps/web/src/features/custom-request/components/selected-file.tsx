import FileText from 'lucide-react/icons/file-text';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fileKindOf } from '../../../lib/file-info';
import { formatFileSize } from '../../../lib/file-size';

interface SelectedFileProps {
  file: File;
  disabled?: boolean;
  onChange: () => void;
  onRemove: () => void;
}

/** The chosen file: its kind, name and size, with 'Cambiar' and 'Quitar'. */
export function SelectedFile({ file, disabled, onChange, onRemove }: SelectedFileProps) {
  const { t, i18n } = useTranslation('custom-request');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const kind = fileKindOf(file);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className="flex size-11 shrink-0 flex-col items-center justify-center rounded-xl bg-white text-indigo-700 ring-1 ring-emerald-200"
          aria-hidden="true"
        >
          <FileText className="size-5" />
          {kind && <span className="text-[0.6rem] leading-none font-bold tracking-wide">{kind}</span>}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-emerald-800">{t('attachment.selected')}</p>
          <p className="truncate text-sm font-semibold text-slate-900" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-slate-600">
            {[kind, formatFileSize(file.size, language)].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={disabled}
          onClick={onChange}
          aria-label={t('attachment.changeLabel', { name: file.name })}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('attachment.change')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="flex-1 text-red-700 hover:bg-red-50 hover:text-red-800 sm:flex-none"
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('attachment.removeLabel', { name: file.name })}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          {t('attachment.remove')}
        </Button>
      </div>
    </div>
  );
}
