import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { getErrorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { EmptyState } from './empty-state';

interface LoadErrorProps {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A part of a screen whose data failed to load: its title, the cause and a retry. */
export function LoadError({ title, error, retryLabel, onRetry, retrying }: LoadErrorProps) {
  return (
    <EmptyState
      as="h3"
      icon={<TriangleAlert className="size-8" aria-hidden="true" />}
      title={title}
      actions={
        <Button
          onClick={onRetry}
          loading={retrying}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {retryLabel}
        </Button>
      }
    >
      <Alert>{getErrorMessage(error)}</Alert>
    </EmptyState>
  );
}
