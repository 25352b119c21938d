import ChevronRight from 'lucide-react/icons/chevron-right';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppImage } from '../../../components/ui/app-image';
import { cn } from '../../../components/ui/cn';
import { formatUsd } from '../../../lib/money-format';
import { useFeaturedProjects } from '../api/get-store-projects';
import { appPath } from '../utils/app-path';
import { isFree } from '../utils/catalogue-format';
import { useCategoryLabel } from './category-badge';

/** How many apps the hero shows (the home page's loader asks for as many). */
export const FEATURED_COUNT = 3;

const ROW =
  'flex items-center gap-4 rounded-2xl border border-white/70 bg-white/90 p-4 shadow-lg shadow-indigo-900/10 backdrop-blur';

/** The middle card leans out a little, as in a fanned stack. */
const offset = (index: number) => (index === 1 ? 'sm:translate-x-6' : '');

/**
 * The hero's stack of real apps: the first three of the store, each a link to its page.
 * A skeleton while loading; nothing at all when the store cannot be reached or is empty.
 */
export function FeaturedApps({ className }: { className?: string }) {
  const { t } = useTranslation('catalogue');
  const categoryLabel = useCategoryLabel();
  const titleId = useId();
  const { data, isPending, isError } = useFeaturedProjects(FEATURED_COUNT);
  const projects = data?.projects.slice(0, FEATURED_COUNT) ?? [];
  if (isError || (!isPending && projects.length === 0)) return null;

  return (
    <section aria-labelledby={titleId} className={cn('relative mx-auto w-full max-w-md', className)}>
      <div
        className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-indigo-200/60 to-violet-200/60 blur-2xl"
        aria-hidden="true"
      />
      <h2 id={titleId} className="sr-only">
        {t('featured.title')}
      </h2>
      {isPending ? (
        <div className="relative space-y-4" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className={cn(ROW, offset(index))}>
              <div className="size-14 shrink-0 animate-pulse rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
                <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
              </div>
              <div className="h-7 w-14 animate-pulse rounded-full bg-slate-200" />
            </div>
          ))}
        </div>
      ) : (
        <ul className="relative space-y-4">
          {projects.map((project, index) => (
            <li key={project.id}>
              <Link
                to={appPath(project)}
                className={cn(
                  ROW,
                  offset(index),
                  'group transition duration-200 hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-xl',
                )}
              >
                <AppImage
                  src={project.mainImage}
                  alt=""
                  width={56}
                  height={56}
                  priority
                  className="size-14 shrink-0 rounded-xl"
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-semibold leading-snug text-slate-900">
                    {project.name}
                  </span>
                  <span className="mt-0.5 block text-sm leading-snug text-slate-600">
                    {categoryLabel(project.category)}
                  </span>
                </span>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-3 py-1 text-sm font-bold',
                    isFree(project.price) ? 'bg-emerald-50 text-emerald-800' : 'bg-indigo-50 text-indigo-700',
                  )}
                >
                  {isFree(project.price) ? t('price.free') : formatUsd(project.price)}
                </span>
                <ChevronRight
                  className="hidden size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 sm:block"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
