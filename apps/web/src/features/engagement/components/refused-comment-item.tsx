import CircleAlert from 'lucide-react/icons/circle-alert';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { TRefusedComment } from '../hooks/use-comment-submission';
import { CommentItem } from './comment-item';

interface RefusedCommentItemProps {
  item: TRefusedComment;
  authorName: string;
  onDismiss: (id: string) => void;
}

/**
 * A comment the server refused: its text stays on screen (so it can be copied) with the reason,
 * and no retry, since sending it again would be refused again.
 */
export function RefusedCommentItem({ item, authorName, onDismiss }: RefusedCommentItemProps) {
  const { t } = useTranslation('engagement');
  return (
    <CommentItem
      comment={{ authorName, text: item.text, createdAt: new Date(item.savedAt).toISOString() }}
      className="-mx-3 my-2 rounded-xl border border-dashed border-red-300 bg-red-50/60 px-3 first:pt-4 last:pb-4"
      aside={
        <span className="inline-flex shrink-0 items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          {t('comments.notPublished')}
        </span>
      }
      footer={
        <div className="mt-3 space-y-3">
          <div role="alert" className="flex items-start gap-2 text-sm text-red-800">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              {t('comments.refused')}
              {item.error && <span className="block text-red-700">{item.error}</span>}
            </p>
          </div>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onDismiss(item.id)}
            icon={<X className="size-4" aria-hidden="true" />}
          >
            {t('comments.dismiss')}
          </Button>
        </div>
      }
    />
  );
}
