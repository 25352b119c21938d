import type { TComment } from '@vitrina/shared/engagement/engagement.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { getCurrentLanguage } from '../../../lib/i18n';
import { initials } from '../../../lib/initials';
import { usePageNow } from '../../../lib/page-clock';
import { formatLongDate, formatRelativeTime } from '../utils/engagement-format';

interface CommentItemProps {
  comment: Pick<TComment, 'authorName' | 'text' | 'createdAt'>;
  /** The element's id, for links to this comment (a mail's "see the reply"). */
  anchorId?: string;
  /** Shown on the right of the author line (a delete button, a pending badge). */
  aside?: ReactNode;
  /** Shown under the text (a pending comment's error and actions). */
  footer?: ReactNode;
  className?: string;
}

/** One comment: avatar, author, when, and the text as plain text (never HTML). */
export function CommentItem({ comment, anchorId, aside, footer, className }: CommentItemProps) {
  const { t } = useTranslation('engagement');
  const language = getCurrentLanguage();
  const now = usePageNow();
  const author = comment.authorName.trim() || t('comments.anonymous');
  const when = comment.createdAt ? formatRelativeTime(comment.createdAt, language, now) : '';
  return (
    // scroll-mt: a link to the comment stops below the sticky top bar.
    <li id={anchorId} className={cn('flex scroll-mt-24 gap-3 py-4 first:pt-0 last:pb-0', className)}>
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white"
        aria-hidden="true"
      >
        {initials(comment.authorName) || '?'}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p className="min-w-0 text-sm">
            <span className="font-semibold text-slate-900">{author}</span>
            {when && (
              <>
                <span className="px-1.5 text-slate-400" aria-hidden="true">
                  ·
                </span>
                <time
                  dateTime={comment.createdAt}
                  title={formatLongDate(comment.createdAt, language)}
                  className="text-slate-600"
                >
                  {when}
                </time>
              </>
            )}
          </p>
          {aside}
        </div>
        <p className="mt-1 whitespace-pre-line break-words text-slate-700">{comment.text}</p>
        {footer}
      </div>
    </li>
  );
}
