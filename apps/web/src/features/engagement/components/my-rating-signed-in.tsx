import { RATING_SCALE } from '@vitrina/shared/engagement/rating-scale';
import Info from 'lucide-react/icons/info';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StarRating, StarRatingInput } from '../../../components/ui/star-rating';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useMyRating } from '../api/get-my-rating';
import { useRateProject } from '../api/rate-project';
import { RatingPanelLoading } from './rating-panel-loading';

/** The word for a rating (1 'Mala' ... 5 'Excelente'). */
function useLevelName() {
  const { t } = useTranslation('engagement');
  return (rating: number) => t(`rating.levels.${rating}`, { defaultValue: '' });
}

/** Rating 1-5 for someone who may rate: the current rating (if any), a preview, sending state. */
function RatingInput({ projectId, current }: { projectId: string; current: number | null }) {
  const { t } = useTranslation('engagement');
  const levelName = useLevelName();
  const rate = useRateProject();
  const [preview, setPreview] = useState<number | null>(null);
  const statusId = useId();
  const sending = rate.isPending;
  const shown = sending ? rate.variables.rating : current;

  const choose = (rating: number) => {
    if (sending) return;
    rate.mutate(
      { projectId, rating },
      {
        onSuccess: (result) => {
          if (result.message) toast.success(result.message, { toastId: `rated-${projectId}` });
        },
        onError: (error) => {
          // A refusal says why (own app, not bought); anything else gets the generic text.
          const text =
            error instanceof ApiError && error.status === 403 ? error.message : t('rating.errorText');
          toast.error(<ToastMessage title={t('rating.errorTitle')} text={text} />, {
            toastId: `rate-error-${projectId}`,
          });
        },
      },
    );
  };

  let status: string;
  if (sending) status = t('rating.sending');
  else if (preview !== null)
    status = `${t('starRating.stars', { ns: 'common', count: preview })}: ${levelName(preview)}`;
  else if (current !== null) status = `${t('rating.current', { count: current })} ${t('rating.changeHint')}`;
  else status = t('rating.prompt', { min: RATING_SCALE.min, max: RATING_SCALE.max });

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <StarRatingInput
        value={shown}
        onChange={choose}
        onPreview={setPreview}
        label={t('rating.groupLabel')}
        disabled={sending}
        describedBy={statusId}
        className="-ml-1.5"
      />
      <p id={statusId} className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
        {sending && <Spinner size="sm" className="text-indigo-600" />}
        {status}
      </p>
    </div>
  );
}

/**
 * A signed-in person's own rating on the app page (my-rating-panel.tsx): their rating, and the
 * stars to rate or re-rate, or why they may not (own app, not bought).
 */
export function SignedInRatingPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('engagement');
  const messageText = useMessageText();
  const myRating = useMyRating(projectId);

  if (myRating.isPending) return <RatingPanelLoading />;

  if (myRating.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <p>{t('rating.loadError')}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void myRating.refetch()}
          loading={myRating.isFetching}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('rating.retry')}
        </Button>
      </div>
    );
  }

  const { rating, canRate, reason } = myRating.data;
  if (canRate) return <RatingInput projectId={projectId} current={rating} />;

  return (
    <div className="space-y-3">
      {rating !== null && (
        <div className="flex items-center gap-3 text-sm text-slate-700">
          <StarRating value={rating} size="md" label={t('rating.current', { count: rating })} />
          <span aria-hidden="true">{t('rating.current', { count: rating })}</span>
        </div>
      )}
      <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {messageText(reason ?? undefined) ?? t('rating.cannotRate')}
      </p>
    </div>
  );
}
