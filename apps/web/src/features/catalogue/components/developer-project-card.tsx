import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import Tag from 'lucide-react/icons/tag';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/domain/status-badge';
import { AppImage } from '../../../components/ui/app-image';
import { CardDetailsLink } from './card-details-link';
import { CategoryBadge } from './category-badge';
import { CategoryArt } from './category-icon';
import { PriceTag } from './price-tag';
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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-900/10 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-600">
      <div className="relative">
        <AppImage
          src={project.mainImage}
          alt={t('card.imageAlt', { name: project.name })}
          aspectRatio="16 / 9"
          priority={priority}
          className="border-b border-slate-100"
          fallback={<CategoryArt category={project.category} />}
        />
        <StatusBadge status={project.status} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {/* A long category takes the whole line and the price wraps under it, rather than cutting the category. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CategoryBadge category={project.category} className="min-w-0" />
          <PriceTag price={project.price} className="ml-auto" />
        </div>
        <h3
          title={project.name}
          className="mt-3 line-clamp-2 text-lg font-semibold leading-snug wrap-anywhere text-slate-900"
        >
          {project.name}
        </h3>
        <p className="mt-1.5 line-clamp-2 min-h-10 text-sm leading-5 text-slate-600">
          {project.shortDescription}
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <RatingStars average={project.averageRating} count={project.totalRatings} />
          {project.version && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600">
              <Tag className="size-3.5" aria-hidden="true" />
              {t('detail.meta.versionValue', { version: project.version })}
            </span>
          )}
        </div>
        <CardDetailsLink project={project} />
      </div>
    </article>
  );
}
