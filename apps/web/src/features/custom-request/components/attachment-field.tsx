import CloudUpload from 'lucide-react/icons/cloud-upload';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { formatFileSize } from '../../../lib/file-size';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentKindsText,
  dropProblemText,
  type TDropProblem,
  type TDropRejection,
} from '../utils/attachment-rules';
import { AttachmentDropZone } from './attachment-drop-zone';

interface AttachmentFieldProps {
  withAttachment: boolean;
  fileTooLarge: boolean;
  file: File | null;
  problem: TDropProblem | null;
  disabled?: boolean;
  onToggle: (on: boolean) => void;
  onDrop: (accepted: File[], rejections: ReadonlyArray<TDropRejection>) => void;
  onRemove: () => void;
  /** The download-URL field, shown instead of a file that is over the limit. */
  urlField: ReactNode;
}

/**
 * The optional attachment: a toggle; when on, the drop zone (or the chosen file), why the last
 * drop was refused, and, for a file over 1 MB, the notice and the URL field that replaces it.
 */
export function AttachmentField({
  withAttachment,
  fileTooLarge,
  file,
  problem,
  disabled,
  onToggle,
  onDrop,
  onRemove,
  urlField,
}: AttachmentFieldProps) {
  const { t, i18n } = useTranslation('custom-request');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const panelId = useId();
  const problemId = useId();
  const noticeId = useId();
  const text = problem ? dropProblemText(problem, language, formatFileSize) : null;
  // The notice of the URL mode names the file that was too large while it is the last drop;
  // after another refusal it stays, in general words, since the URL is still what is asked for.
  const tooLargeText = problem?.kind === 'tooLarge' ? text : null;
  const describedBy = [text && !tooLargeText ? problemId : null, fileTooLarge ? noticeId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t('attachment.legend')}</legend>
      <CheckboxField
        label={t('attachment.toggle')}
        hint={t('attachment.toggleHint', {
          types: attachmentKindsText(language),
          limit: formatFileSize(ATTACHMENT_MAX_BYTES, language),
        })}
        checked={withAttachment}
        disabled={disabled}
        aria-controls={withAttachment ? panelId : undefined}
        onChange={(event) => onToggle(event.target.checked)}
      />
      {withAttachment && (
        <div id={panelId} className="space-y-4 sm:pl-8">
          <AttachmentDropZone
            file={file}
            disabled={disabled}
            describedBy={describedBy || undefined}
            onDrop={onDrop}
            onRemove={onRemove}
          />
          {problem && text && problem.kind !== 'tooLarge' && (
            <p id={problemId} role="alert" className="text-sm font-medium break-words text-red-700">
              {t(text.key, text.values)}
            </p>
          )}
          {fileTooLarge && (
            <div
              id={noticeId}
              role="alert"
              className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            >
              <CloudUpload className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-semibold">
                  {t('attachment.tooLargeTitle', { limit: formatFileSize(ATTACHMENT_MAX_BYTES, language) })}
                </p>
                <p className="mt-0.5 break-words">
                  {tooLargeText ? t(tooLargeText.key, tooLargeText.values) : t('attachment.tooLargeText')}
                </p>
              </div>
            </div>
          )}
          {fileTooLarge && urlField}
        </div>
      )}
    </fieldset>
  );
}
