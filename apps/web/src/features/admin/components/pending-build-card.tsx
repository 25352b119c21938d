import type { TPendingBuild } from '@vitrina/shared/builds/build.schemas';
import { fromCents } from '@vitrina/shared/payments/commission';
import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import FileStack from 'lucide-react/icons/file-stack';
import Layers from 'lucide-react/icons/layers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BuildSource } from '../../../components/domain/build-source';
import { CommitLink } from '../../../components/domain/commit-link';
import { LaunchButton } from '../../../components/domain/launch-button';
import { ReleaseNotes } from '../../../components/domain/release-notes';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { launchBuild } from '../../../domain/app-launch';
import { buildFilesText } from '../../../domain/build-format';
import { formatUsd } from '../../../lib/money-format';
import { formatSaleDate } from '../utils/admin-format';
import { ReviewCardTitle } from './review-card-title';

interface PendingBuildCardProps {
  build: TPendingBuild;
  approving: boolean;
  onApprove: (build: TPendingBuild) => void;
  onReject: (build: TPendingBuild) => void;
  onShowFiles: (build: TPendingBuild) => void;
}

/**
 * A build waiting for review: its app (a link), developer, version, where it came from, its commit,
 * files and size, its release notes (what owners will read); its files, a preview, and approve or
 * reject.
 */
export function PendingBuildCard({
  build,
  approving,
  onApprove,
  onReject,
  onShowFiles,
}: PendingBuildCardProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const headingId = `pending-build-${build.id}`;
  const files = buildFilesText(build, language);
  const names = { name: build.projectName, version: build.version };

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ReviewCardTitle headingId={headingId} project={build} />
        <span className="text-sm font-semibold text-slate-700">
          {build.priceCents > 0 ? formatUsd(fromCents(build.priceCents)) : t('projects.free')}
        </span>
      </div>
      <p className="mt-1 text-sm wrap-anywhere text-slate-600">
        {t('builds.sentBy', {
          developer: build.developerName,
          date: formatSaleDate(build.createdAt, language),
        })}
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-100 pt-3 lg:grid-cols-4">
        <Fact label={t('builds.version')}>{build.version}</Fact>
        <Fact label={t('builds.commit')}>
          {build.commitSha ? <CommitLink sha={build.commitSha} url={build.commitUrl} /> : '—'}
        </Fact>
        <Fact label={t('builds.source')}>
          <BuildSource source={build.source} />
          <span className="block text-xs font-normal text-slate-600" translate="no">
            {build.repository}
          </span>
        </Fact>
        <Fact label={t('builds.files.label')}>
          {tc(files.key, files.values)}
          {build.spa && <span className="font-normal text-slate-600"> · {t('builds.spa')}</span>}
        </Fact>
      </dl>

      <div className="mt-4 border-t border-slate-100 pt-3">
        <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('builds.notes')}</h4>
        {build.releaseNotes ? (
          <ReleaseNotes
            notes={build.releaseNotes}
            className="mt-1.5 max-h-60 overflow-y-auto rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
          />
        ) : (
          <p className="mt-1.5 text-sm text-slate-600">{t('builds.notesNone')}</p>
        )}
      </div>

      <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onShowFiles(build)}
            icon={<FileStack className="size-4" aria-hidden="true" />}
            aria-label={t('builds.showFilesLabel', names)}
          >
            {t('builds.showFiles')}
          </Button>
          <LaunchButton
            launch={() => launchBuild(build.id)}
            toastId={build.id}
            variant="secondary"
            size="sm"
            aria-label={t('builds.openLabel', names)}
          >
            {t('builds.open')}
          </LaunchButton>
          <Link
            to={`/project-versions/${encodeURIComponent(build.projectId)}`}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-indigo-700 hover:underline"
          >
            <Layers className="size-4" aria-hidden="true" />
            {t('builds.allVersions')}
          </Link>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onReject(build)}
            disabled={approving}
            icon={<Ban className="size-4" aria-hidden="true" />}
            aria-label={t('builds.rejectLabel', names)}
          >
            {t('builds.reject')}
          </Button>
          <Button
            size="sm"
            onClick={() => onApprove(build)}
            loading={approving}
            icon={<Check className="size-4" aria-hidden="true" />}
            aria-label={t('builds.approveLabel', names)}
          >
            {t('builds.approve')}
          </Button>
        </div>
      </div>
    </li>
  );
}
