import Heart from 'lucide-react/icons/heart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginPrompt } from '../../../components/domain/login-prompt';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { ToastMessage } from '../../../components/ui/toast-message';
import { ApiError } from '../../../lib/api-client';
import { type TSessionUser, useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';

/** The heart button for a signed-in person (aria-pressed; ignores clicks while a change is sent). */
function FavoriteButton({ projectId, user }: { projectId: string; user: TSessionUser }) {
  const { t } = useTranslation('engagement');
  const favorite = useFavoriteToggle(projectId, user.id, {
    onError: (error) => {
      // The server's own refusal is worth reading; a network failure gets the generic text.
      const text =
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      toast.error(<ToastMessage title={t('favorite.errorTitle')} text={text} />, {
        toastId: `favorite-error-${projectId}`,
      });
    },
  });

  if (favorite.isLoading) {
    return (
      <div className="flex min-h-11 items-center justify-center rounded-xl bg-slate-100">
        <Spinner size="sm" label={t('favorite.loading')} className="text-indigo-600" />
      </div>
    );
  }

  const on = favorite.isFavorite === true;
  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-pressed={on}
        aria-busy={favorite.isSyncing || undefined}
        onClick={favorite.toggle}
        className={cn(
          'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors',
          on
            ? 'bg-rose-50 text-rose-800 ring-1 ring-inset ring-rose-200 hover:bg-rose-100'
            : 'bg-white text-slate-800 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:ring-slate-400',
          favorite.isSyncing && 'cursor-progress',
        )}
      >
        <Heart
          className={cn(
            'size-5 transition-transform',
            on ? 'scale-110 fill-rose-500 text-rose-500' : 'text-slate-500',
          )}
          aria-hidden="true"
        />
        {on ? t('favorite.remove') : t('favorite.add')}
      </button>
      <p className="text-sm text-slate-600">
        {on ? (
          <>
            {t('favorite.hintOn')}{' '}
            <Link
              to="/user-dashboard?tab=favorites"
              className="font-semibold text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline"
            >
              {t('favorite.viewAll')}
            </Link>
          </>
        ) : (
          t('favorite.hintOff')
        )}
      </p>
    </div>
  );
}

/** The favourite toggle of the app page, or for visitors a prompt to log in. */
export function FavoriteToggle({ projectId }: { projectId: string }) {
  const { t } = useTranslation('engagement');
  const { user } = useSession();
  if (!user) {
    return (
      <LoginPrompt
        title={t('favorite.loginTitle')}
        action={t('favorite.loginAction')}
        icon={<Heart className="size-5" aria-hidden="true" />}
      >
        {t('favorite.loginHint')}
      </LoginPrompt>
    );
  }
  // Keyed by the person: another login starts from its own state.
  return <FavoriteButton key={user.id} projectId={projectId} user={user} />;
}
