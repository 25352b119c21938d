import type { TSimplifiedProject } from '@vitrina/shared/projects/project.responses';
import ArrowRight from 'lucide-react/icons/arrow-right';
import HeartOff from 'lucide-react/icons/heart-off';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppImage } from '../../../components/ui/app-image';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { formatUsd } from '../../../lib/money-format';

interface FavoriteAppCardProps {
  project: TSimplifiedProject;
  onRemove: (project: TSimplifiedProject) => void;
  priority?: boolean;
}

/** A favourite in the dashboard: image, name, price, rating, a link to its page and 'Quitar'. */
export function FavoriteAppCard({ project, onRemove, priority = false }: FavoriteAppCardProps) {
  const { t } = useTranslation('engagement');
  const path = `/app/${encodeURIComponent(project.slug || project.id)}`;
  const free = !(project.price > 0);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5">
      <AppImage
        src={project.mainImage}
        alt={t('dashboard.favorites.imageAlt', { name: project.name })}
        aspectRatio="16 / 9"
        priority={priority}
        className="border-b border-slate-100"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3
            title={project.name}
            className="line-clamp-2 min-w-0 text-lg font-semibold leading-snug wrap-anywhere text-slate-900"
          >
            {project.name}
          </h3>
          <span
            className={
              free
                ? 'shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-bold text-emerald-800 ring-1 ring-inset ring-emerald-200'
                : 'shrink-0 px-1 py-1 text-sm font-bold text-slate-900'
            }
          >
            {free ? t('dashboard.favorites.free') : formatUsd(project.price)}
          </span>
        </div>
        {project.shortDescription && (
          <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{project.shortDescription}</p>
        )}
        {project.totalRatings > 0 && <StarRating value={project.averageRating} className="mt-3" />}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Link
            to={path}
            aria-label={t('dashboard.favorites.viewLabel', { name: project.name })}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl bg-slate-900 px-4 text-sm font-semibold text-white transition-colors hover:bg-indigo-600"
          >
            {t('dashboard.favorites.view')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Button
            variant="secondary"
            onClick={() => onRemove(project)}
            aria-label={t('dashboard.favorites.removeLabel', { name: project.name })}
            icon={<HeartOff className="size-4" aria-hidden="true" />}
          >
            {t('dashboard.favorites.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
