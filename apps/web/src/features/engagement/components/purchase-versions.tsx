import { useQuery } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import History from 'lucide-react/icons/history';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LaunchButton } from '../../../components/domain/launch-button';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { launchVersion } from '../../../domain/app-launch';
import { appVersionsQueryOptions } from '../../../domain/app-versions';
import { formatBuildDate } from '../../../domain/build-display';
import { notesExcerpt } from '../../../domain/release-notes';
import { getErrorMessage } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';

/** How much of a version's notes the list shows (the app's page has them whole). */
const NOTES_EXCERPT = 140;

interface PurchaseVersionsProps {
  projectId: string;
  name: string;
}

/** The versions, once asked for: loading, error, only the current one, or each with 'Abrir v1.2'. */
function VersionList({ projectId, name }: PurchaseVersionsProps) {
  const { t } = useTranslation('engagement');
  const { user } = useSession();
  const language = getCurrentLanguage();
  const versions = useQuery(appVersionsQueryOptions(projectId, user?.id ?? null));

  if (versions.isPending) {
    return (
      <p className="flex items-center gap-2 py-2 text-sm text-slate-600">
        <Spinner size="sm" />
        {t('dashboard.purchased.versions.loading')}
      </p>
    );
  }
  if (versions.isError) {
    return (
      <div className="space-y-2">
        <Alert title={t('dashboard.purchased.versions.error')}>{getErrorMessage(versions.error)}</Alert>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void versions.refetch()}
          loading={versions.isFetching}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('dashboard.purchased.versions.retry')}
        </Button>
      </div>
    );
  }
  const { versions: list, total } = versions.data;
  if (list.length <= 1)
    return <p className="text-sm text-slate-600">{t('dashboard.purchased.versions.only')}</p>;
  return (
    <>
      <p className="text-sm text-slate-600">{t('dashboard.purchased.versions.intro')}</p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {list.map((version) => (
          <li
            key={version.buildId}
            className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="font-semibold wrap-anywhere text-slate-900">v{version.version}</span>
                {version.isCurrent && (
                  <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('dashboard.purchased.versions.current')}
                  </span>
                )}
                <span className="text-slate-600">
                  {t('dashboard.purchased.versions.published', {
                    date: formatBuildDate(version.approvedAt, language, false),
                  })}
                </span>
              </p>
              <p className="mt-0.5 line-clamp-2 text-sm wrap-anywhere text-slate-700">
                {version.releaseNotes
                  ? notesExcerpt(version.releaseNotes, NOTES_EXCERPT)
                  : t('dashboard.purchased.versions.noNotes')}
              </p>
            </div>
            {!version.isCurrent && (
              <LaunchButton
                launch={() => launchVersion(projectId, version.buildId)}
                toastId={version.buildId}
                variant="secondary"
                size="sm"
                className="self-start sm:shrink-0 sm:self-center"
                aria-label={t('dashboard.purchased.versions.openLabel', { version: version.version, name })}
              >
                {t('dashboard.purchased.versions.open', { version: version.version })}
              </LaunchButton>
            )}
          </li>
        ))}
      </ul>
      {total > list.length && (
        <p className="mt-2 text-xs text-slate-600">
          {t('dashboard.purchased.versions.truncated', { shown: list.length, total })}
        </p>
      )}
    </>
  );
}

/**
 * 'Versiones' of an app its owner bought: every approved version, newest first, each earlier one
 * with 'Abrir v1.2' (on the app's own origin, so its saved data stays). Asked for on opening.
 */
export function PurchaseVersions({ projectId, name }: PurchaseVersionsProps) {
  const { t } = useTranslation('engagement');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        aria-label={t('dashboard.purchased.versions.toggleLabel', { name })}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
      >
        <History className="size-4" aria-hidden="true" />
        {t('dashboard.purchased.versions.toggle')}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open && (
        <section
          id={regionId}
          aria-label={t('dashboard.purchased.versions.toggleLabel', { name })}
          className="mt-2"
        >
          <VersionList projectId={projectId} name={name} />
        </section>
      )}
    </div>
  );
}
