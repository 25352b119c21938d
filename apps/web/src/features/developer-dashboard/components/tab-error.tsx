import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';

interface TabErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A tab whose data failed to load: 'Error al cargar los datos del desarrollador', the cause and a retry. */
export function TabError({ error, onRetry, retrying }: TabErrorProps) {
  const { t } = useTranslation('developer-dashboard');
  return (
    <LoadError
      title={t('loadError')}
      error={error}
      retryLabel={t('retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
