import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { getErrorMessage } from '../../../lib/api-client';

interface TabErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A tab whose data failed to load: 'Error al cargar los datos del desarrollador', the cause and a retry. */
export function TabError({ error, onRetry, retrying }: TabErrorProps) {
  const { t } = useTranslation('developer-dashboard');
  return (
    <EmptyState
      as="h3"
      icon={<TriangleAlert className="size-8" aria-hidden="true" />}
      title={t('loadError')}
      actions={
        <Button
          onClick={onRetry}
          loading={retrying}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('retry')}
        </Button>
      }
    >
      <Alert>{getErrorMessage(error)}</Alert>
    </EmptyState>
  );
}
