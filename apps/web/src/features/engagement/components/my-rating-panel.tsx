import Info from 'lucide-react/icons/info';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Star from 'lucide-react/icons/star';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { LoginPrompt } from '../../../components/ui/login-prompt';
import { Spinner } from '../../../components/ui/spinner';
import { StarRating, StarRatingInput } from '../../../components/ui/star-rating';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session-store';
import { useMyRating } from '../api/get-my-rating';
import { useRateProject } from '../api/rate-project';

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
          // A refusal says why (own app, not bought); anything else gets the spec's generic text.
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
  else status = t('rating.prompt');

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
 * The person's own rating on the app page: visitors get a login prompt; signed-in people see
 * their rating and may rate or re-rate, or read why they may not (own app, not bought).
 */
export function MyRatingPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('engagement');
  const messageText = useMessageText();
  const { user } = useSession();
  const myRating = useMyRating(projectId);

  if (!user) {
    return (
      <LoginPrompt
        title={t('rating.loginTitle')}
        action={t('rating.loginAction')}
        icon={<Star className="size-5" aria-hidden="true" />}
      >
        {t('rating.loginHint')}
      </LoginPrompt>
    );
  }

  if (myRating.isPending) {
    return (
      <div className="flex items-center gap-3" aria-busy="true">
        <span className="h-11 w-56 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
        <Spinner size="sm" label={t('rating.loading')} className="text-indigo-600" />
      </div>
    );
  }

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
