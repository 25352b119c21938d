import Star from 'lucide-react/icons/star';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../../components/domain/login-prompt';
import { useSession } from '../../../lib/session-store';
import { RatingPanelLoading } from './rating-panel-loading';

// Rating, and the server's reasons (its message dictionaries), are for signed-in people only.
const SignedInRatingPanel = lazy(() =>
  import('./my-rating-signed-in').then((module) => ({ default: module.SignedInRatingPanel })),
);

/**
 * The person's own rating on the app page: visitors get a login prompt; signed-in people see
 * their rating and may rate or re-rate, or read why they may not (own app, not bought).
 */
export function MyRatingPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('engagement');
  const { user } = useSession();

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

  return (
    <Suspense fallback={<RatingPanelLoading />}>
      <SignedInRatingPanel projectId={projectId} />
    </Suspense>
  );
}
