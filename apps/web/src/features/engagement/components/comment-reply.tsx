import type { TCommentReply } from '@vitrina/shared/engagement/comment-reply.schemas';
import CornerDownRight from 'lucide-react/icons/corner-down-right';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../../lib/i18n';
import { usePageNow } from '../../../lib/page-clock';
import { formatLongDate, formatRelativeTime } from '../utils/engagement-format';

interface CommentReplyProps {
  reply: TCommentReply;
  /** The app's developer, who wrote it. */
  developerName: string;
  /** Shown under its text (edit and delete, for who may). */
  actions?: ReactNode;
}

const Dot = () => (
  <span className="px-1.5 text-slate-400" aria-hidden="true">
    ·
  </span>
);

/**
 * The developer's reply under a comment, marked as theirs, with when (and "edited" when it was
 * changed since), and its text as plain text. Rendered on the server with the comment.
 */
export function CommentReply({ reply, developerName, actions }: CommentReplyProps) {
  const { t } = useTranslation('engagement');
  const language = getCurrentLanguage();
  const now = usePageNow();
  const when = formatRelativeTime(reply.createdAt, language, now);
  return (
    // On a phone it takes the comment's whole width (under the author's picture too).
    <div className="mt-3 -ml-13 rounded-xl border-l-4 border-indigo-300 bg-indigo-50/70 py-3 pr-3 pl-3.5 sm:ml-0 sm:pr-4">
      {/* Who and when: beside the label on a wide screen, under it on a phone. */}
      <p className="flex min-w-0 flex-col text-sm sm:block">
        <span className="inline-flex items-center gap-1 font-semibold text-indigo-800">
          <CornerDownRight className="size-4 shrink-0" aria-hidden="true" />
          {t('replies.label')}
        </span>
        <span>
          {developerName.trim() && (
            <>
              <span className="hidden sm:inline">
                <Dot />
              </span>
              <span className="break-words font-medium text-slate-800">{developerName}</span>
            </>
          )}
          {when && (
            <>
              <Dot />
              <time
                dateTime={reply.createdAt}
                title={formatLongDate(reply.createdAt, language)}
                className="text-slate-600"
              >
                {when}
              </time>
            </>
          )}
          {reply.editedAt && (
            <>
              <Dot />
              <span
                className="text-slate-600 italic"
                title={t('replies.editedTitle', { date: formatLongDate(reply.editedAt, language) })}
              >
                {t('replies.edited')}
              </span>
            </>
          )}
        </span>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-slate-700">{reply.text}</p>
      {actions && <div className="mt-2 -mb-1 -ml-2 flex flex-wrap gap-1">{actions}</div>}
    </div>
  );
}
