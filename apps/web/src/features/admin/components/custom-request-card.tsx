import {
  CUSTOM_REQUEST_LIMITS,
  type TAdminCustomRequest,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Link2 from 'lucide-react/icons/link-2';
import Mail from 'lucide-react/icons/mail';
import UserCheck from 'lucide-react/icons/user-check';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { fileKindOf } from '../../../lib/file-info';
import { formatFileSize } from '../../../lib/file-size';
import { formatSaleDate } from '../utils/admin-format';
import { hostOf, isLongText, safeExternalUrl } from '../utils/custom-request-display';
import { DeliveryStatus } from './delivery-status';

interface CustomRequestCardProps {
  request: TAdminCustomRequest;
  downloading: boolean;
  onDownload: (
    request: TAdminCustomRequest & { attachment: NonNullable<TAdminCustomRequest['attachment']> },
  ) => void;
}

/**
 * One request: who sent it (a mailto link) and when, what they need (plain text, collapsed when
 * long), the attached file with 'Descargar' or the download link shared instead, and the e-mail's
 * delivery.
 */
export function CustomRequestCard({ request, downloading, onDownload }: CustomRequestCardProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const headingId = useId();
  const descriptionId = useId();
  const long = isLongText(request.description);
  const [expanded, setExpanded] = useState(false);
  const link = safeExternalUrl(request.sharedUrl);
  const { attachment } = request;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between lg:gap-8">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
              {request.name}
            </h3>
            {request.userId && (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset"
                title={t('requests.fromAccountHint')}
              >
                <UserCheck className="size-3.5" aria-hidden="true" />
                {t('requests.fromAccount')}
              </span>
            )}
          </div>
          <div className="mt-1 flex flex-col gap-x-4 gap-y-0.5 text-sm sm:flex-row sm:flex-wrap">
            <a
              href={`mailto:${request.email}`}
              className="inline-flex min-w-0 items-center gap-1.5 font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{request.email}</span>
            </a>
            <span className="text-slate-600">
              {t('requests.received', { date: formatSaleDate(request.createdAt, language) })}
            </span>
          </div>

          <div className="mt-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <p className="text-xs font-medium text-slate-600">{t('requests.descriptionLabel')}</p>
            <p
              id={descriptionId}
              className={`mt-1 text-sm break-words whitespace-pre-line text-slate-800 ${long && !expanded ? 'line-clamp-4' : ''}`}
            >
              {request.description}
            </p>
            {long && (
              <button
                type="button"
                className="mt-1.5 min-h-8 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? t('requests.showLess') : t('requests.showMore')}
              </button>
            )}
          </div>
        </div>

        <div className="flex flex-col gap-4 border-t border-slate-100 pt-4 lg:w-72 lg:shrink-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">{t('requests.attachment')}</p>
            {attachment ? (
              <div className="mt-1.5 flex items-center gap-3">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100"
                  aria-hidden="true"
                >
                  <FileText className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-slate-900" title={attachment.name}>
                    {attachment.name}
                  </p>
                  <p className="text-xs text-slate-600">
                    {[fileKindOf(attachment) || attachment.type, formatFileSize(attachment.size, language)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              </div>
            ) : null}
            {attachment && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3 w-full"
                loading={downloading}
                onClick={() => onDownload({ ...request, attachment })}
                aria-label={t('requests.downloadLabel', { name: attachment.name })}
                icon={<Download className="size-4" aria-hidden="true" />}
              >
                {t('requests.download')}
              </Button>
            )}
            {request.sharedUrl && (
              <div className="mt-1.5 min-w-0">
                <p className="text-xs text-slate-600">
                  {t('requests.sharedUrlHint', {
                    limit: formatFileSize(CUSTOM_REQUEST_LIMITS.attachmentMaxBytes, language),
                  })}
                </p>
                {link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={link}
                    className="mt-1.5 flex min-w-0 items-center gap-3 rounded-xl bg-white p-2 ring-1 ring-slate-200 hover:bg-indigo-50/60 hover:ring-indigo-200"
                  >
                    <span
                      className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700"
                      aria-hidden="true"
                    >
                      <Link2 className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-indigo-700">
                        {hostOf(link)}
                      </span>
                      <span className="block truncate text-xs text-slate-600">{request.sharedUrl}</span>
                    </span>
                    <ExternalLink className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    <span className="sr-only">{t('requests.newTab')}</span>
                  </a>
                ) : (
                  <p className="mt-1 text-sm break-all text-slate-800">{request.sharedUrl}</p>
                )}
              </div>
            )}
            {!attachment && !request.sharedUrl && (
              <p className="mt-1 text-sm text-slate-600">{t('requests.noAttachment')}</p>
            )}
          </div>
          <DeliveryStatus delivery={request.delivery} />
        </div>
      </div>
    </li>
  );
}
