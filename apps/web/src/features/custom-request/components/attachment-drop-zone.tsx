import FileUp from 'lucide-react/icons/file-up';
import FolderOpen from 'lucide-react/icons/folder-open';
import { type MouseEvent, useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { formatFileSize } from '../../../lib/file-size';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIN_BYTES,
  attachmentKindsText,
  type TDropRejection,
} from '../utils/attachment-rules';
import { SelectedFile } from './selected-file';

interface AttachmentDropZoneProps {
  file: File | null;
  disabled?: boolean;
  /** Ids of the text that explains the zone's state (a refused drop), for the choose button. */
  describedBy?: string;
  onDrop: (accepted: File[], rejections: ReadonlyArray<TDropRejection>) => void;
  onRemove: () => void;
}

/**
 * One PDF, DOC or DOCX up to 1 MB, dropped (or pasted) on the zone or chosen with a real button;
 * react-dropzone checks the kind and the size. Once a file is chosen it shows in its place, with
 * buttons to change or remove it.
 */
export function AttachmentDropZone({
  file,
  disabled,
  describedBy,
  onDrop,
  onRemove,
}: AttachmentDropZoneProps) {
  const { t, i18n } = useTranslation('custom-request');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hintId = useId();
  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept: ATTACHMENT_ACCEPT,
    maxSize: ATTACHMENT_MAX_BYTES,
    minSize: ATTACHMENT_MIN_BYTES,
    multiple: false,
    maxFiles: 1,
    disabled,
    // The zone is a drop target; the button inside is what keyboards and screen readers use.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => onDrop(accepted, rejections),
  });

  const input = <input {...getInputProps({ 'aria-label': t('attachment.inputLabel') })} />;
  const chooseFile = (event: MouseEvent) => {
    event.stopPropagation();
    open();
  };

  if (file) {
    return (
      <div {...getRootProps()}>
        {input}
        <SelectedFile file={file} disabled={disabled} onChange={open} onRemove={onRemove} />
      </div>
    );
  }

  return (
    <div
      {...getRootProps({ onClick: () => !disabled && open() })}
      className={cn(
        'flex cursor-pointer flex-col items-center rounded-2xl border-2 border-dashed px-4 py-7 text-center transition-colors sm:px-6',
        isDragReject
          ? 'border-red-400 bg-red-50'
          : isDragActive
            ? 'border-indigo-500 bg-indigo-50'
            : 'border-slate-300 bg-slate-50/70 hover:border-indigo-400 hover:bg-indigo-50/40',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      {input}
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-xl ring-1',
          isDragReject ? 'bg-red-100 text-red-700 ring-red-200' : 'bg-white text-indigo-700 ring-indigo-100',
        )}
        aria-hidden="true"
      >
        <FileUp className="size-6" />
      </span>
      {/* Phones and tablets have nothing to drag from: there the button is the whole story. */}
      <p className="mt-3 text-sm font-semibold text-slate-900 pointer-coarse:hidden" aria-live="polite">
        {isDragReject
          ? t('attachment.dropReject')
          : isDragActive
            ? t('attachment.dropActive')
            : t('attachment.dropTitle')}
      </p>
      <p className="mt-1 text-xs text-slate-600 pointer-coarse:hidden" aria-hidden="true">
        {t('attachment.or')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2 pointer-coarse:mt-4"
        disabled={disabled}
        onClick={chooseFile}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        icon={<FolderOpen className="size-4" aria-hidden="true" />}
      >
        {t('attachment.choose')}
      </Button>
      <p id={hintId} className="mt-3 text-xs text-slate-600">
        {t('attachment.limits', {
          types: attachmentKindsText(language),
          limit: formatFileSize(ATTACHMENT_MAX_BYTES, language),
        })}
      </p>
    </div>
  );
}
