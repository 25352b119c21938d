import Code from 'lucide-react/icons/code';
import KeyRound from 'lucide-react/icons/key-round';
import Mail from 'lucide-react/icons/mail';
import UserRound from 'lucide-react/icons/user-round';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { ProfileInfoForm } from '../../features/auth/components/profile-info-form';
import { getDisplayName, getRoleLabelKey } from '../../features/auth/utils/user-display';
import { EmailSettingsSection } from '../../features/notices/components/email-settings-section';
import { getCurrentLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { UserAvatar } from '../layout/user-avatar';

function Section({
  id,
  icon,
  title,
  text,
  children,
  anchor,
  className,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
  /** The section's address on the page ('#email-settings'), for links from e-mails. */
  anchor?: string;
  className?: string;
}) {
  return (
    <Card className={className ?? 'p-6 sm:p-8'} id={anchor}>
      <section aria-labelledby={id}>
        <div className="mb-6 flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
            {icon}
          </span>
          <div>
            <h2 id={id} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-600">{text}</p>
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}

/** 'Mi Perfil': personal information and password (the route is guarded: a user is signed in). */
export function Component() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { t: tn } = useTranslation('notices');
  const { user } = useSession();
  const { hash } = useLocation();
  useDocumentTitle(t('profile.title'));
  // A mail's 'Elegir qué correos recibo' opens the profile at its e-mails (rendered after the page loads).
  useEffect(() => {
    if (hash === '#email-settings') document.getElementById('email-settings')?.scrollIntoView();
  }, [hash]);
  if (!user) return null;
  const displayName = getDisplayName(user) ?? tc('user.fallbackName');
  const memberSince = user.createdAt
    ? new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'long' }).format(new Date(user.createdAt))
    : null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <UserAvatar name={displayName} size="lg" />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('profile.title')}</h1>
          <p className="mt-1 text-slate-600">{t('profile.subtitle')}</p>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 font-semibold text-indigo-800">
              {tc(getRoleLabelKey(user))}
            </span>
            {memberSince && <span>{t('profile.memberSince', { date: memberSince })}</span>}
          </p>
        </div>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
        <Section
          id="profile-info-title"
          icon={<UserRound className="size-5" aria-hidden="true" />}
          title={t('profile.info.title')}
          text={t('profile.info.text')}
        >
          <ProfileInfoForm key={`${user.id}:${user.email}:${user.name}`} user={user} />
        </Section>
        <Section
          id="profile-password-title"
          icon={<KeyRound className="size-5" aria-hidden="true" />}
          title={t('profile.password.title')}
          text={t('profile.password.text')}
        >
          <ChangePasswordForm email={user.email} />
        </Section>
        <Section
          id="profile-email-title"
          anchor="email-settings"
          className="scroll-mt-24 p-6 sm:p-8 lg:col-span-2"
          icon={<Mail className="size-5" aria-hidden="true" />}
          title={tn('settings.title')}
          text={tn('settings.text')}
        >
          <EmailSettingsSection />
        </Section>
        {user.type.toLowerCase() === 'user' && (
          <Section
            id="profile-sell-title"
            icon={<Code className="size-5" aria-hidden="true" />}
            title={t('profile.sell.title')}
            text={t('profile.sell.text')}
          >
            <ButtonLink to="/become-developer" variant="secondary">
              {t('profile.sell.action')}
            </ButtonLink>
          </Section>
        )}
      </div>
    </div>
  );
}
