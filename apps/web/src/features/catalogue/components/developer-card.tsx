import type { TProject } from '@vitrina/shared/projects/project.responses';
import ArrowRight from 'lucide-react/icons/arrow-right';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials } from '../../../lib/initials';
import { developerAppsPath } from '../utils/app-path';
import { DetailSection } from './detail-section';
import { OfficialBadge } from './official-badge';

/**
 * Who made the app: a link to their apps when id and name exist, 'Perfil no disponible' with
 * only a name, and a notice when neither is known.
 */
export function DeveloperCard({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const name = project.developerName.trim();
  const id = project.developerId.trim();

  return (
    <DetailSection title={t('detail.developer.title')}>
      {name ? (
        <div>
          <div className="flex items-center gap-3">
            <span
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-base font-bold text-white"
              aria-hidden="true"
            >
              {initials(name) || <UserRound className="size-6" />}
            </span>
            <div className="min-w-0">
              <p className="wrap-anywhere font-semibold text-slate-900">{name}</p>
              {project.developerIsInternal && <OfficialBadge className="mt-1" />}
            </div>
          </div>
          {id ? (
            <Link
              to={developerAppsPath(id)}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
            >
              {t('detail.developer.viewApps')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <p className="mt-4 text-sm text-slate-600">{t('detail.developer.profileUnavailable')}</p>
          )}
        </div>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <UserRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('detail.developer.incomplete')}
        </p>
      )}
    </DetailSection>
  );
}
