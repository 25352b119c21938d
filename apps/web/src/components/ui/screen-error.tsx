import ArrowLeft from 'lucide-react/icons/arrow-left';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button, ButtonLink } from './button';
import { EmptyState } from './empty-state';

interface ScreenErrorProps {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A screen whose data failed to load: the cause, a retry, and the way back to the store. */
export function ScreenError({ title, error, retryLabel, onRetry, retrying }: ScreenErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center py-10">
      <EmptyState
        as="h1"
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        title={title}
        actions={
          <>
            <Button
              onClick={onRetry}
              loading={retrying}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              {retryLabel}
            </Button>
            <ButtonLink
              to="/store"
              variant="secondary"
              icon={<ArrowLeft className="size-4" aria-hidden="true" />}
            >
              {t('actions.backToStore')}
            </ButtonLink>
          </>
        }
      >
        <Alert>{getErrorMessage(error)}</Alert>
      </EmptyState>
    </div>
  );
}
