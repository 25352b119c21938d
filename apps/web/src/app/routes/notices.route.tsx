import { useTranslation } from 'react-i18next';
import { NoticesView } from '../../features/notices/components/notices-view';
import { useDocumentTitle } from '../../lib/use-document-title';

/** 'Notificaciones' (/notices): the signed-in person's notices (the route is guarded). */
export function Component() {
  const { t } = useTranslation('notices');
  useDocumentTitle(t('page.title'));
  return <NoticesView />;
}
