import type { TProject } from '@vitrina/shared/projects/project.responses';
import Star from 'lucide-react/icons/star';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatRating } from '../utils/catalogue-format';
import { DetailSection } from './detail-section';
import { RatingStars } from './rating-stars';

const LEVELS = [5, 4, 3, 2, 1] as const;

interface ProjectRatingsSectionProps {
  project: TProject;
  /** The person's own rating (or a login prompt): the engagement feature supplies it. */
  myRating: ReactNode;
}

/** Average, how the votes split, and the person's own rating. */
export function ProjectRatingsSection({ project, myRating }: ProjectRatingsSectionProps) {
  const { t } = useTranslation('catalogue');
  const language = getCurrentLanguage();
  const breakdown = project.ratingsBreakdown;
  const votes = LEVELS.map((level) => ({ level, count: breakdown[`rating${level}`] ?? 0 }));
  const total = Math.max(
    project.totalRatings,
    votes.reduce((sum, vote) => sum + vote.count, 0),
  );

  return (
    <DetailSection title={t('detail.ratings.title')}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
        <div className="flex shrink-0 flex-col items-center text-center sm:w-40">
          <p className="text-5xl font-extrabold tracking-tight text-slate-900">
            {total > 0 ? formatRating(project.averageRating, language) : '–'}
          </p>
          <RatingStars
            average={project.averageRating}
            count={total}
            showSummary={false}
            size="md"
            className="mt-2"
          />
          <p className="mt-1.5 text-sm text-slate-600">
            {total > 0 ? t('rating.count', { count: total }) : t('rating.none')}
          </p>
        </div>
        <ul className="flex-1 space-y-2" aria-label={t('detail.ratings.breakdown')}>
          {votes.map(({ level, count }) => {
            const share = total > 0 ? Math.round((count / total) * 100) : 0;
            return (
              <li key={level} className="flex items-center gap-3 text-sm">
                <span
                  className="flex w-8 shrink-0 items-center gap-1 font-medium text-slate-700"
                  aria-hidden="true"
                >
                  {level}
                  <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                </span>
                <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                </span>
                <span className="w-10 shrink-0 text-right tabular-nums text-slate-600" aria-hidden="true">
                  {count}
                </span>
                <span className="sr-only">{t('detail.ratings.levelLabel', { count, level })}</span>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-6 border-t border-slate-100 pt-5">
        <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {t('detail.ratings.yours')}
        </h3>
        {myRating}
      </div>
    </DetailSection>
  );
}
