import { useQuery } from '@tanstack/react-query';
import type { TAppVersion } from '@vitrina/shared/builds/build.schemas';
import type { TProject } from '@vitrina/shared/projects/project.responses';
import Sparkles from 'lucide-react/icons/sparkles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReleaseNotes } from '../../../components/domain/release-notes';
import { LoadError } from '../../../components/ui/load-error';
import { appVersionsQueryOptions } from '../../../domain/app-versions';
import { formatBuildDate } from '../../../domain/build-display';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { DetailSection } from './detail-section';

/** Earlier versions shown open; the rest fold under 'Ver N versiones anteriores más'. */
const SHOWN_OPEN = 3;

/** One version: its number, when it was published, and what changed in it. */
function VersionEntry({ version, headingLevel }: { version: TAppVersion; headingLevel: 'h3' | 'h4' }) {
  const { t } = useTranslation('catalogue');
  const Heading = headingLevel;
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="min-w-0">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <Heading id={headingId} className="text-base font-semibold wrap-anywhere text-slate-900">
          {t('detail.whatsNew.version', { version: version.version })}
        </Heading>
        {version.isCurrent && (
          <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
            {t('detail.whatsNew.currentBadge')}
          </span>
        )}
        <span className="text-sm text-slate-600">
          {t('detail.whatsNew.approved', {
            date: formatBuildDate(version.approvedAt, getCurrentLanguage(), false),
          })}
        </span>
      </div>
      {version.releaseNotes ? (
        <ReleaseNotes notes={version.releaseNotes} className="mt-2" />
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('detail.whatsNew.noNotes')}</p>
      )}
    </article>
  );
}

/**
 * 'Novedades' / "What's new" on the app page (rendered on the server): what changed in the
 * current version, then the earlier approved versions, newest first, the older ones folded.
 * Nothing shows for an app without versions (one that only offers its demo address).
 */
export function ProjectWhatsNew({ project }: { project: TProject }) {
  const { t } = useTranslation('catalogue');
  const { user } = useSession();
  const versions = useQuery(appVersionsQueryOptions(project.slug, user?.id ?? null));

  if (versions.isError && !versions.data) {
    return (
      <DetailSection title={t('detail.whatsNew.title')}>
        <LoadError
          title={t('detail.whatsNew.error')}
          error={versions.error}
          retryLabel={t('detail.whatsNew.retry')}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      </DetailSection>
    );
  }
  const list = versions.data?.versions ?? [];
  if (list.length === 0) return null;

  const latest = list.find((version) => version.isCurrent) ?? list[0];
  const earlier = list.filter((version) => version !== latest);
  const open = earlier.slice(0, SHOWN_OPEN);
  const folded = earlier.slice(SHOWN_OPEN);
  const total = versions.data?.total ?? list.length;

  return (
    <DetailSection
      title={t('detail.whatsNew.title')}
      aside={<Sparkles className="size-5 text-amber-500" aria-hidden="true" />}
    >
      {latest && <VersionEntry version={latest} headingLevel="h3" />}
      {earlier.length > 0 && (
        <div className="mt-6 border-t border-slate-100 pt-5">
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('detail.whatsNew.historyTitle')}
          </h3>
          <ol className="mt-3 space-y-5">
            {open.map((version) => (
              <li key={version.buildId}>
                <VersionEntry version={version} headingLevel="h4" />
              </li>
            ))}
          </ol>
          {folded.length > 0 && (
            <details className="group mt-5">
              <summary className="cursor-pointer rounded-lg text-sm font-semibold text-indigo-700 hover:underline">
                {t('detail.whatsNew.more', { count: folded.length })}
              </summary>
              <ol className="mt-3 space-y-5">
                {folded.map((version) => (
                  <li key={version.buildId}>
                    <VersionEntry version={version} headingLevel="h4" />
                  </li>
                ))}
              </ol>
              {total > list.length && (
                <p className="mt-4 text-sm text-slate-600">
                  {t('detail.whatsNew.truncated', { shown: list.length, total })}
                </p>
              )}
            </details>
          )}
        </div>
      )}
    </DetailSection>
  );
}
