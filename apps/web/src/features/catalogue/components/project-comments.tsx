import type { TProject } from '@vitrina/shared/projects/project.responses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from './detail-section';

interface ProjectCommentsProps {
  project: TProject;
  /** The list and the form (or login prompt): the engagement feature supplies them. */
  children: ReactNode;
}

/** The 'Comentarios' section of the app page, with the number of published comments. */
export function ProjectComments({ project, children }: ProjectCommentsProps) {
  const { t } = useTranslation('catalogue');
  const count = Array.isArray(project.comments) ? project.comments.length : project.userobservations.length;
  return (
    <DetailSection
      title={t('detail.comments.title')}
      aside={
        count > 0 ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
            {t('detail.comments.count', { count })}
          </span>
        ) : undefined
      }
    >
      {children}
    </DetailSection>
  );
}
