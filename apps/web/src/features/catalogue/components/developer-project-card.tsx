import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import Tag from 'lucide-react/icons/tag';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/domain/status-badge';
import { CategoryArt } from './category-icon';
import { ProjectCardBody } from './project-card-body';
import { RatingStars } from './rating-stars';

/** A card of the developer apps page: the store card plus status, version and rating. */
export function DeveloperProjectCard({
  project,
  priority = false,
}: {
  project: TDeveloperProject;
  priority?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <ProjectCardBody
      project={project}
      priority={priority}
      imageFallback={<CategoryArt category={project.category} />}
      badge={<StatusBadge status={project.status} className="absolute top-3 left-3 shadow-sm" />}
    >
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <RatingStars average={project.averageRating} count={project.totalRatings} />
        {project.version && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
            <Tag className="size-3.5" aria-hidden="true" />
            {t('detail.meta.versionValue', { version: project.version })}
          </span>
        )}
      </div>
    </ProjectCardBody>
  );
}
