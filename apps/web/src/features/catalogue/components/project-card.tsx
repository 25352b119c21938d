import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import { useTranslation } from 'react-i18next';
import { AppImage } from '../../../components/ui/app-image';
import { CardDetailsLink } from './card-details-link';
import { CategoryBadge } from './category-badge';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';

interface ProjectCardProps {
  project: TSimplifiedProject;
  /** The first cards load their image at once (they are on screen). */
  priority?: boolean;
}

/** A store card: image, category, price, name, two lines of description, 'Ver Detalles'. */
export function ProjectCard({ project, priority = false }: ProjectCardProps) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-900/10 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-600">
      <AppImage
        src={project.mainImage}
        alt={t('card.imageAlt', { name: project.name })}
        aspectRatio="16 / 9"
        priority={priority}
        className="border-b border-slate-100"
        imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
      />
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
        {/* Every card shows what people thought of the app, or that nobody has rated it yet. */}
        <RatingStars average={project.averageRating} count={project.totalRatings} className="mt-3" />
        <CardDetailsLink project={project} />
      </div>
    </article>
  );
}

/** A card's shape while the store loads. */
export function ProjectCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-video animate-pulse bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex justify-between">
          <span className="h-6 w-28 animate-pulse rounded-full bg-slate-200" />
          <span className="h-6 w-14 animate-pulse rounded-full bg-slate-200" />
        </div>
        <span className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
        <span className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <span className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        <span className="mt-3 h-11 w-full animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}
