import CircleAlert from 'lucide-react/icons/circle-alert';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { TPendingCommentView } from '../hooks/use-comment-submission';
import { CommentItem } from './comment-item';

interface PendingCommentItemProps {
  item: TPendingCommentView;
  authorName: string;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

/** A comment kept in the browser because sending failed (or is under way): marked, with a retry. */
export function PendingCommentItem({ item, authorName, onRetry, onDiscard }: PendingCommentItemProps) {
  const { t } = useTranslation('engagement');
  const sending = item.state.status === 'sending' || item.state.status === 'waiting';
  return (
    <CommentItem
      comment={{ authorName, text: item.text, createdAt: new Date(item.savedAt).toISOString() }}
      className="-mx-3 my-2 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 px-3 first:pt-4 last:pb-4"
      aside={
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {sending && <Spinner size="sm" />}
          {sending ? t('comments.sending') : t('comments.pending')}
        </span>
      }
      footer={
        item.state.status === 'failed' && (
          <div className="mt-3 space-y-3">
            <div role="alert" className="flex items-start gap-2 text-sm text-red-800">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                {t('comments.sendError')}
                {item.state.error && <span className="block text-red-700">{item.state.error}</span>}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => onRetry(item.id)}
                icon={<RefreshCw className="size-4" aria-hidden="true" />}
              >
                {t('comments.retry')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onDiscard(item.id)}
                icon={<Trash2 className="size-4" aria-hidden="true" />}
              >
                {t('comments.discard')}
              </Button>
            </div>
          </div>
        )
      }
    />
  );
}
