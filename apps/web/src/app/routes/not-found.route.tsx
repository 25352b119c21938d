import ArrowLeft from 'lucide-react/icons/arrow-left';
import Compass from 'lucide-react/icons/compass';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { serverLoader } from '../page-data';

/** An address no screen answers: rendered on the server with the status that says so. */
export const loader = serverLoader(async () => data(null, { status: 404 }));

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="text-center">
        <p
          className="bg-gradient-to-br from-indigo-600 to-violet-600 bg-clip-text text-7xl font-black tracking-tight text-transparent sm:text-8xl"
          aria-hidden="true"
        >
          404
        </p>
        <EmptyState
          as="h1"
          className="pt-6"
          icon={<Compass className="size-8" aria-hidden="true" />}
          title={t('notFound.title')}
          actions={
            <>
              <ButtonLink to="/" icon={<ArrowLeft className="size-4" aria-hidden="true" />}>
                {t('actions.backHome')}
              </ButtonLink>
              <ButtonLink to="/store" variant="secondary">
                {t('notFound.toStore')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('notFound.text')}</p>
        </EmptyState>
      </div>
    </div>
  );
}
