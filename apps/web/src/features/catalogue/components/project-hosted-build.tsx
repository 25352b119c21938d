import type { THostedBuild } from '@vitrina/shared/builds/build.schemas';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { CommitLink } from '../../../components/domain/commit-link';
import { formatBuildDate } from '../../../domain/build-display';
import { formatFileSize } from '../../../lib/file-size';
import { getCurrentLanguage } from '../../../lib/i18n';

/**
 * Where the app people open came from: 'Versión 1.2.0 · Construida desde github.com/owner/repo @
 * abc1234' (the commit links to GitHub), when it was published and its size.
 */
export function ProjectHostedBuild({ build }: { build: THostedBuild }) {
  const { t } = useTranslation('catalogue');
  const language = getCurrentLanguage();
  return (
    <div className="mt-4 border-t border-slate-100 pt-4 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <ShieldCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        {t('detail.hosted.title')}
      </p>
      <p className="mt-1.5 wrap-anywhere text-slate-700">
        {t('detail.hosted.version', { version: build.version })} · {t('detail.hosted.builtFrom')}{' '}
        <span translate="no">{build.repository}</span> @{' '}
        <CommitLink sha={build.commitSha} url={build.commitUrl} />
      </p>
      <p className="mt-1 text-slate-600">
        {t('detail.hosted.published', {
          date: formatBuildDate(build.publishedAt, language, false),
          size: formatFileSize(build.totalBytes, language),
        })}
      </p>
    </div>
  );
}
