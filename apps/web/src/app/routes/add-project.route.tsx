import { useTranslation } from 'react-i18next';
import { ProjectForm } from '../../features/project-form/components/project-form';
import {
  ProjectFormHeader,
  ProjectFormPage,
} from '../../features/project-form/components/project-form-header';
import { useDocumentTitle } from '../../lib/use-document-title';

/** 'Publicar nueva app': the project form, empty (the route is guarded: a developer is signed in). */
export function Component() {
  const { t } = useTranslation('project-form');
  useDocumentTitle(t('create.title'));
  return (
    <ProjectFormPage>
      <ProjectFormHeader title={t('create.title')} subtitle={<p>{t('create.subtitle')}</p>} />
      <ProjectForm mode="create" />
    </ProjectFormPage>
  );
}
