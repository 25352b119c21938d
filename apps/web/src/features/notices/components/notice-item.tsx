import type { TNotice } from '@vitrina/shared/notices/notice.schemas';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ToastMessage } from '../../../components/ui/toast-message';
import { getErrorMessage } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMarkNoticeRead } from '../api/mark-notice-read';
import { formatNoticeTime, noticeHref } from '../utils/notice-time';

/**
 * One notification: what happened (in the reader's language), the lines it quotes, when, and the
 * link where it matters; following the link marks it read, and so does 'Marcar como leída'.
 */
export function NoticeItem({ notice }: { notice: TNotice }) {
  const { t } = useTranslation('notices');
  const markRead = useMarkNoticeRead();
  const mark = () =>
    markRead.mutate(notice.id, {
      onError: (error) =>
        toast.error(<ToastMessage title={t('item.markFailed')} text={getErrorMessage(error)} />, {
          toastId: `notice-${notice.id}`,
        }),
    });
  const href = noticeHref(notice.link);
  const time = formatNoticeTime(notice.createdAt, getCurrentLanguage());
  return (
    <li
      data-notice={notice.code}
      data-read={notice.read ? 'true' : 'false'}
      className={cn(
        'relative rounded-2xl border p-4 shadow-sm shadow-slate-900/5 sm:p-5',
        notice.read ? 'border-slate-200 bg-white' : 'border-indigo-200 bg-indigo-50/50',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {!notice.read && (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t('item.unread')}
              </span>
            )}
            <h3 className="wrap-anywhere text-base font-semibold text-slate-900">
              <Link
                to={href}
                onClick={() => {
                  if (!notice.read) mark();
                }}
                className="underline-offset-4 hover:text-indigo-700 hover:underline"
              >
                {notice.title}
              </Link>
            </h3>
          </div>
          <p className="mt-1 wrap-anywhere text-sm text-slate-700">{notice.body}</p>
          {notice.quote && (
            // Someone's own words (release notes, a comment, a reason), quoted as they wrote them.
            <blockquote
              translate="no"
              aria-label={t('item.quote')}
              className="mt-3 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line wrap-anywhere text-slate-600 italic"
            >
              {notice.quote}
            </blockquote>
          )}
          {time && (
            <p className="mt-2 text-xs text-slate-600">
              <time dateTime={notice.createdAt}>{time}</time>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-end">
          <Link
            to={href}
            onClick={() => {
              if (!notice.read) mark();
            }}
            aria-label={t('item.openLabel', { title: notice.title })}
            className={buttonClasses({ size: 'sm' })}
          >
            {t('item.open')}
          </Link>
          {!notice.read && (
            <button
              type="button"
              onClick={mark}
              disabled={markRead.isPending}
              aria-label={t('item.markReadLabel', { title: notice.title })}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Check className="size-4" aria-hidden="true" />
              {t('item.markRead')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
