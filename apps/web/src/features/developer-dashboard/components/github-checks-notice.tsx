import type { TGithubCheck } from '@vitrina/shared/github/github-check.schemas';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useMyGithubChecks, useUpdateGithubProfile } from '../api/get-my-github-checks';

/** The profile fix: GitHub said the profile does not exist; the developer gives it again. */
function ProfileFixForm({ current }: { current: string }) {
  const { t } = useTranslation('developer-dashboard');
  const update = useUpdateGithubProfile();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      toast.success((await update.mutateAsync({ githubProfile: value })).message);
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t('githubChecks.profileLabel')}</span>
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          className="w-full rounded-lg border border-amber-300 bg-white px-3 py-2 text-sm text-slate-900"
        />
        {error && <span className="mt-1 block text-sm text-red-700">{error}</span>}
      </label>
      <Button type="submit" size="sm" disabled={update.isPending}>
        {t('githubChecks.saveProfile')}
      </Button>
    </form>
  );
}

function CheckLine({ check }: { check: TGithubCheck }) {
  const { t } = useTranslation('developer-dashboard');
  const values = { target: check.target, name: check.projectName ?? '' };
  const key = `githubChecks.${check.kind === 'PROFILE' ? 'profile' : 'repository'}${check.state === 'FAILED' ? 'Failed' : 'Pending'}`;
  return (
    <li className="wrap-anywhere">
      {t(key, values)}
      {check.kind === 'PROFILE' && check.state === 'FAILED' && <ProfileFixForm current={check.target} />}
      {check.kind === 'REPOSITORY' && check.state === 'FAILED' && check.projectId && (
        <>
          {' '}
          <Link
            className="font-semibold underline"
            to={`/edit-project/${encodeURIComponent(check.projectId)}`}
          >
            {t('githubChecks.editProject')}
          </Link>
        </>
      )}
    </li>
  );
}

/**
 * What GitHub has not confirmed yet: checks it could not answer (made again in the background) and
 * those it later said do not exist, with what to fix. Nothing is shown once every check passed.
 */
export function GithubChecksNotice() {
  const { t } = useTranslation('developer-dashboard');
  const checks = useMyGithubChecks().data?.checks ?? [];
  if (checks.length === 0) return null;
  const failed = checks.some((check) => check.state === 'FAILED');
  return (
    <section
      aria-labelledby="github-checks-title"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="github-checks-title" className="font-semibold">
          {t(failed ? 'githubChecks.titleFailed' : 'githubChecks.titlePending')}
        </h2>
        <ul className="mt-1 flex flex-col gap-2">
          {checks.map((check) => (
            <CheckLine key={check.id} check={check} />
          ))}
        </ul>
      </div>
    </section>
  );
}
