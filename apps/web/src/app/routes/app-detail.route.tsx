import ArrowLeft from 'lucide-react/icons/arrow-left';
import PackageX from 'lucide-react/icons/package-x';
import { useTranslation } from 'react-i18next';
import { data, useLoaderData, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { nearViewport } from '../../components/ui/near-viewport';
import { ScreenError } from '../../components/ui/screen-error';
import { appVersionsQueryOptions } from '../../domain/app-versions';
import { isCardPlaceholder, projectQueryOptions, useProject } from '../../features/catalogue/api/get-project';
import { prefetchAppScreen } from '../../features/catalogue/api/prefetch-first-screen';
import { useCountCachedView } from '../../features/catalogue/api/record-project-view';
import { ProjectDetailSkeleton } from '../../features/catalogue/components/project-detail-skeleton';
import { ProjectDetailView } from '../../features/catalogue/components/project-detail-view';
import { FavoriteToggle } from '../../features/engagement/components/favorite-toggle';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { getSessionToken, useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isNotFound, serverLoader, type TNotFound } from '../page-data';

// Below the fold: the person's own rating and the comments (list, form, replies) load their code
// as they come near the screen (components/ui/near-viewport); someone signed in, whose controls the
// server's visitor page does not show, gets them at once.
const signedIn = () => getSessionToken() !== null;
const MyRatingPanel = nearViewport(
  () => import('../../features/engagement/components/my-rating-panel').then((m) => m.MyRatingPanel),
  <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />,
  { now: signedIn },
);
const CommentsThread = nearViewport(
  () => import('../../features/engagement/components/comments-thread').then((m) => m.CommentsThread),
  <div className="h-40 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />,
  { now: signedIn },
);

/** A visit that opens on an app's page asks for its details at once (router.tsx). */
export function prefetch(location: Location): void {
  prefetchAppScreen(queryClient, location.pathname);
}

/**
 * Rendered on the server with the app's details as a visitor sees them; a missing or unpublished
 * app answers 404. Asked for as a preload: the view is counted by the browser that shows the page
 * (useCountCachedView), so crawlers and link previews count none.
 */
export const loader = serverLoader(async ({ queryClient }, { params }) => {
  const id = params.id ?? '';
  try {
    const project = await queryClient.ensureQueryData(projectQueryOptions(id, null, { prefetch: true }));
    // Its "What's new" is rendered with it; without it the page still renders (the browser asks).
    await queryClient.prefetchQuery(appVersionsQueryOptions(project.slug, null));
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return data<TNotFound>({ notFound: true }, { status: 404 });
    }
    return null; // Any other failure: the page shows its loading state and the browser asks again.
  }
});

function BackToStore() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/store" variant="secondary" icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
      {t('actions.backToStore')}
    </ButtonLink>
  );
}

/** An app's page (/app/{id or slug}): details, price and action, ratings and comments. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const { id = '' } = useParams();
  // The server found no app a visitor may see: the browser does not ask again as a visitor, but
  // someone signed in may see more (the developer their own draft, an admin any app) and asks.
  const { user } = useSession();
  const hiddenFromVisitors = isNotFound(useLoaderData()) && !user;
  const query = useProject(id, { enabled: !hiddenFromVisitors });
  useCountCachedView(id, query, user?.id ?? null);
  const notFound =
    id === '' || hiddenFromVisitors || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(
    query.data?.name ??
      (notFound ? t('detail.notFound.title') : query.isError ? t('detail.error.title') : undefined),
  );

  if (notFound) {
    return (
      <div className="flex flex-1 items-center justify-center py-10">
        <EmptyState
          as="h1"
          icon={<PackageX className="size-8" aria-hidden="true" />}
          title={t('detail.notFound.title')}
          actions={<BackToStore />}
        >
          <p>{t('detail.notFound.text')}</p>
        </EmptyState>
      </div>
    );
  }

  const project = query.data;
  if (project) {
    return (
      <ProjectDetailView
        project={project}
        // A store card stands in: only what it knew shows. A visitor's copy stands in (someone signed
        // in, their own copy loading): it shows whole, as the server rendered it, and the action
        // changes only if theirs differs (they own the app), so a click on it is not lost meanwhile.
        isPlaceholder={query.isPlaceholderData && isCardPlaceholder(project)}
        slots={{
          favorite: <FavoriteToggle projectId={project.id} />,
          myRating: <MyRatingPanel projectId={project.id} />,
          comments: <CommentsThread project={project} />,
        }}
      />
    );
  }

  if (query.isError) {
    return (
      <ScreenError
        title={t('detail.error.title')}
        error={query.error}
        retryLabel={t('store.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return <ProjectDetailSkeleton />;
}
