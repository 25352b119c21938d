import Heart from 'lucide-react/icons/heart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { LoginPrompt } from './login-prompt';

/**
 * The place of the favourite toggle. The engagement issue renders the toggle here for signed-in
 * people; until then they see nothing, and visitors see why they cannot save the app.
 */
export function ProjectFavoriteSection() {
  const { t } = useTranslation('catalogue');
  const { user } = useSession();
  const titleId = useId();
  if (user) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5"
    >
      <h2 id={titleId} className="mb-3 text-base font-bold text-slate-900">
        {t('detail.favorite.title')}
      </h2>
      <LoginPrompt action={t('detail.favorite.login')} icon={<Heart className="size-5" aria-hidden="true" />}>
        {t('detail.favorite.loginHint')}
      </LoginPrompt>
    </section>
  );
}
