import type { TGithubCheck } from '@vitrina/shared/github/github-check.schemas';
import FolderGit2 from 'lucide-react/icons/folder-git-2';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useGithubChecks } from '../api/get-github-checks';
import { formatSaleDate, profileHref } from '../utils/admin-format';
import { ListError, SectionHeading } from './admin-list-states';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-pretty text-slate-900">{value}</dd>
    </div>
  );
}

/** One open check: what is checked and whose, its state, since when, attempts, next try and why. */
function GithubCheckCard({ check }: { check: TGithubCheck }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'es';
  const failed = check.state === 'FAILED';
  const href = profileHref(check.target);
  const Icon = check.kind === 'PROFILE' ? UserRound : FolderGit2;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
          <Icon className="size-3.5" aria-hidden="true" />
          {t(`githubChecks.kinds.${check.kind}`)}
        </span>
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            failed ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
          )}
        >
          {t(`githubChecks.states.${check.state}`)}
        </span>
      </div>
      <h3 className="mt-2 font-mono text-sm font-semibold wrap-anywhere text-slate-900">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-indigo-700 hover:underline"
            aria-label={t('githubChecks.targetLabel', { target: check.target })}
          >
            {check.target}
          </a>
        ) : (
          check.target
        )}
      </h3>
      <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">
        {check.projectId && check.projectName ? (
          <Link
            to={`/app/${encodeURIComponent(check.projectId)}`}
            className="hover:text-indigo-700 hover:underline"
          >
            {t('githubChecks.ofProject', { developer: check.developerName, project: check.projectName })}
          </Link>
        ) : (
          t('githubChecks.of', { developer: check.developerName })
        )}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-3 sm:grid-cols-4">
        <Figure label={t('githubChecks.since')} value={formatSaleDate(check.createdAt, language)} />
        <Figure label={t('githubChecks.attempts')} value={String(check.attempts)} />
        <Figure
          label={t('githubChecks.nextAttempt')}
          value={
            check.nextAttemptAt
              ? formatSaleDate(check.nextAttemptAt, language)
              : t('githubChecks.noNextAttempt')
          }
        />
        <Figure
          label={t('githubChecks.lastReason')}
          value={t(`githubChecks.reasons.${check.lastReason ?? 'none'}`)}
        />
      </dl>
    </li>
  );
}

/**
 * 'Comprobaciones de GitHub pendientes', above the projects list: the profiles and repositories
 * GitHub has not confirmed, which hold approvals and payouts. Like the revisions, the section shows
 * only when something is open (or the list could not be loaded), and stays out of sight while it
 * loads, so the projects list below does not jump.
 */
export function GithubChecksSection() {
  const { t } = useTranslation('admin');
  const checks = useGithubChecks();

  if (checks.isPending) return null;
  const list = checks.data?.checks ?? [];
  if (checks.isSuccess && list.length === 0) return null;

  return (
    <section aria-labelledby="admin-github-checks-title">
      <SectionHeading
        id="admin-github-checks-title"
        title={t('githubChecks.title')}
        description={t('githubChecks.description')}
      />
      {checks.isError ? (
        <ListError error={checks.error} onRetry={() => void checks.refetch()} retrying={checks.isFetching} />
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600" aria-live="polite">
            {t('githubChecks.count', { count: list.length })}
          </p>
          <ul className="grid gap-4 lg:grid-cols-2" aria-busy={checks.isFetching}>
            {list.map((check) => (
              <GithubCheckCard key={check.id} check={check} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
