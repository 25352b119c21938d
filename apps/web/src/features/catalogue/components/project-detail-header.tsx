import type { TProject } from '@vitrina/shared/projects/project.responses';
import Calendar from 'lucide-react/icons/calendar';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Eye from 'lucide-react/icons/eye';
import Tag from 'lucide-react/icons/tag';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/domain/status-badge';
import { AppImage } from '../../../components/ui/app-image';
import { appVersionOf } from '../../../domain/build-display';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/number-format';
import { formatDate } from '../utils/catalogue-format';
import { CategoryBadge, useCategoryLabel } from './category-badge';

interface ProjectDetailHeaderProps {
  project: TProject;
  /** The details are still on their way (the page shows a store card meanwhile). */
  isPlaceholder: boolean;
}

function MetaItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="flex items-center text-slate-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 wrap-anywhere text-slate-700">{children}</dd>
    </div>
  );
}

/** Breadcrumb, image, name, category, status, short description and the key facts. */
export function ProjectDetailHeader({ project, isPlaceholder }: ProjectDetailHeaderProps) {
  const { t } = useTranslation('catalogue');
  const language = getCurrentLanguage();
  const categoryLabel = useCategoryLabel();
  const updated = formatDate(project.lastUpdated, language);
  const version = appVersionOf(project);

  return (
    <div>
      <nav aria-label={t('detail.breadcrumb')} className="mb-6">
        <ol className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm text-slate-600">
          <li>
            <Link to="/store" className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline">
              {t('store.title')}
            </Link>
          </li>
          {project.category && (
            <li className="flex items-center gap-1.5">
              <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
              <Link
                to={`/store?category=${encodeURIComponent(project.category)}`}
                className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
              >
                {categoryLabel(project.category)}
              </Link>
            </li>
          )}
          <li className="flex min-w-0 items-center gap-1.5">
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span aria-current="page" title={project.name} className="truncate font-medium text-slate-900">
              {project.name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <AppImage
          src={project.mainImage}
          alt={t('detail.mainImageAlt', { name: project.name })}
          aspectRatio="16 / 9"
          priority
          className="w-full shrink-0 rounded-2xl shadow-md ring-1 ring-slate-200 sm:w-64 lg:w-80"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={project.category} />
            {!isPlaceholder && <StatusBadge status={project.status} />}
          </div>
          <h1 className="mt-3 text-balance wrap-anywhere text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {project.name}
          </h1>
          {project.shortDescription && (
            <p className="mt-3 text-pretty text-lg leading-relaxed text-slate-700">
              {project.shortDescription}
            </p>
          )}
          {isPlaceholder ? (
            <div className="mt-5 flex flex-wrap gap-4" aria-hidden="true">
              {[28, 24, 36, 20].map((width) => (
                <span
                  key={width}
                  className="h-5 animate-pulse rounded bg-slate-200"
                  style={{ width: `${width * 4}px` }}
                />
              ))}
            </div>
          ) : (
            <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {project.developerName && (
                <MetaItem
                  icon={<UserRound className="size-4" aria-hidden="true" />}
                  label={t('detail.meta.developer')}
                >
                  {project.developerName}
                </MetaItem>
              )}
              {version && (
                <MetaItem
                  icon={<Tag className="size-4" aria-hidden="true" />}
                  label={t('detail.meta.version')}
                >
                  {t('detail.meta.versionValue', { version })}
                </MetaItem>
              )}
              {updated && (
                <MetaItem
                  icon={<Calendar className="size-4" aria-hidden="true" />}
                  label={t('detail.meta.updated')}
                >
                  {t('detail.meta.updatedValue', { date: updated })}
                </MetaItem>
              )}
              <MetaItem icon={<Eye className="size-4" aria-hidden="true" />} label={t('detail.meta.views')}>
                {t('detail.meta.viewsValue', {
                  count: project.views,
                  formatted: formatCount(project.views, language),
                })}
              </MetaItem>
            </dl>
          )}
        </div>
      </div>
    </div>
  );
}
