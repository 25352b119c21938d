import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppImage } from '../../../components/ui/app-image';
import { CardDetailsLink } from './card-details-link';
import { CategoryBadge } from './category-badge';
import { PriceTag } from './price-tag';
import { SaleBadge } from './sale-badge';

interface ProjectCardBodyProps {
  project: TSimplifiedProject;
  /** The first cards load their image at once (they are on screen). */
  priority: boolean;
  /** Classes of the picture itself (how it moves on hover). */
  imgClassName?: string;
  /** Drawn instead of the picture when the project has none that loads. */
  imageFallback?: ReactNode;
  /** Over the picture's corner (the project's status): the picture gets a positioned box for it. */
  badge?: ReactNode;
  /** The line under the description: the rating, and on some cards more beside it. */
  children: ReactNode;
}

/**
 * What the catalogue's cards (the store's, a developer's apps) share: the frame, the picture,
 * category and price, the name, two lines of description and 'Ver Detalles' over the whole card.
 */
export function ProjectCardBody({
  project,
  priority,
  imgClassName,
  imageFallback,
  badge,
  children,
}: ProjectCardBodyProps) {
  const { t } = useTranslation('catalogue');
  const picture = (
    <AppImage
      src={project.mainImage}
      alt={t('card.imageAlt', { name: project.name })}
      aspectRatio="16 / 9"
      priority={priority}
      className="border-b border-slate-100"
      imgClassName={imgClassName}
      fallback={imageFallback}
    />
  );
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-indigo-900/10 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-600">
      {badge ? (
        <div className="relative">
          {picture}
          {badge}
        </div>
      ) : (
        picture
      )}
      <div className="flex flex-1 flex-col p-5">
        {/* A long category takes the whole line and the price wraps under it, rather than cutting the category. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CategoryBadge category={project.category} className="min-w-0" />
          <PriceTag project={project} className="ml-auto" />
        </div>
        {project.sale && <SaleBadge sale={project.sale} className="mt-2 self-start" />}
        <h3
          title={project.name}
          className="mt-3 line-clamp-2 text-lg font-semibold leading-snug wrap-anywhere text-slate-900"
        >
          {project.name}
        </h3>
        <p className="mt-1.5 line-clamp-2 min-h-10 text-sm leading-5 text-slate-600">
          {project.shortDescription}
        </p>
        {children}
        <CardDetailsLink project={project} />
      </div>
    </article>
  );
}
