import Code from 'lucide-react/icons/code';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BecomeDeveloperForm } from '../../features/auth/components/become-developer-form';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GuardCard } from '../guards/guard-card';

/**
 * 'Conviértete en desarrollador' (signed in; the route is guarded): a user's account becomes a
 * developer's with the developer fields of registration. A developer already is one; an admin
 * account stays an admin's.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const role = user?.type.toLowerCase();
  useDocumentTitle(t('becomeDeveloper.title'));
  if (!user) return null;

  if (role === 'developer') {
    return (
      <GuardCard
        icon={<Code className="size-8" aria-hidden="true" />}
        title={t('becomeDeveloper.already.title')}
        action={
          <ButtonLink
            to="/developer-dashboard"
            size="lg"
            icon={<LayoutDashboard className="size-5" aria-hidden="true" />}
          >
            {t('becomeDeveloper.already.action')}
          </ButtonLink>
        }
      >
        <p>{t('becomeDeveloper.already.text')}</p>
      </GuardCard>
    );
  }
  if (role !== 'user') {
    return (
      <GuardCard
        tone="amber"
        icon={<ShieldAlert className="size-8" aria-hidden="true" />}
        title={t('becomeDeveloper.notForRole.title')}
        action={
          <ButtonLink to="/" size="lg">
            {t('register.toHome')}
          </ButtonLink>
        }
      >
        <p>{t('becomeDeveloper.notForRole.text')}</p>
      </GuardCard>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-600/20 sm:flex">
          <Code className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('becomeDeveloper.title')}</h1>
          <p className="mt-1 text-pretty text-slate-600">{t('becomeDeveloper.subtitle')}</p>
        </div>
      </div>
      <Card className="mt-8 p-6 sm:p-8">
        <ul className="mb-6 list-disc space-y-1 pl-5 text-sm text-pretty text-slate-700">
          <li>{t('becomeDeveloper.points.publish')}</li>
          <li>{t('becomeDeveloper.points.paid')}</li>
          <li>{t('becomeDeveloper.points.same')}</li>
        </ul>
        <BecomeDeveloperForm />
      </Card>
    </div>
  );
}
