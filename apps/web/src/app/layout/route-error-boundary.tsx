import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Shown when a screen fails to load or render. The usual cause is a new release replacing the
 * code files the open tab asks for; reloading fixes that.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('notFound.title') : t('routeError.title');
  // The request's id of a failed call, for a person to quote when they report it.
  const reference = error instanceof ApiError ? error.requestId : undefined;
  useDocumentTitle(title);
  return (
    <div className="flex flex-1 items-center justify-center py-10">
      <EmptyState
        as="h1"
        title={title}
        icon={<TriangleAlert className="size-8" aria-hidden="true" />}
        actions={
          <>
            <Button
              onClick={() => window.location.reload()}
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
            >
              {t('routeError.reload')}
            </Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              {t('actions.backHome')}
            </ButtonLink>
          </>
        }
      >
        <p>{notFound ? t('notFound.text') : t('routeError.text')}</p>
        {reference ? (
          <p className="mt-2 text-xs break-all opacity-75">{t('routeError.reference', { id: reference })}</p>
        ) : null}
      </EmptyState>
    </div>
  );
}

/** The same, for screens outside the root layout (they have no <main> of their own then). */
export function TopLevelErrorBoundary() {
  return (
    <main className="flex min-h-dvh flex-col">
      <RouteErrorBoundary />
    </main>
  );
}
