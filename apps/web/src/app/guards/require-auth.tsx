import type { TRole } from '@vitrina/shared/auth/roles';
import Code from 'lucide-react/icons/code';
import House from 'lucide-react/icons/house';
import Lock from 'lucide-react/icons/lock';
import LogIn from 'lucide-react/icons/log-in';
import Rocket from 'lucide-react/icons/rocket';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { rememberRedirectAfterLogin } from '../../lib/login-redirect';
import { useSession } from '../../lib/session-store';
import { GuardCard } from './guard-card';

interface RequireAuthProps {
  /** Only this role (or these roles) may pass; others see a 'not for you' card. */
  requiredRole?: TRole | readonly TRole[];
  /**
   * 'card' shows 'Acceso Requerido' with a login button; 'redirect' goes straight to /login
   * (the checkout does this). Both remember the path to come back to.
   */
  whenAnonymous?: 'card' | 'redirect';
  /** Where the 'wrong role' card sends a developer-only visitor (developers: their dashboard). */
  deniedTo?: string;
  /** The protected screen; the matched child route when used as a layout route. */
  children?: ReactNode;
}

/** Shows its children only to a signed-in person (of the given role). */
export function RequireAuth({ requiredRole, whenAnonymous = 'card', deniedTo, children }: RequireAuthProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const redirecting = !user && whenAnonymous === 'redirect';
  const roles: readonly TRole[] = requiredRole === undefined ? [] : [requiredRole].flat();
  // The card for the first role named: a screen for developers and admins speaks to developers.
  const role = roles[0];

  useEffect(() => {
    if (redirecting) rememberRedirectAfterLogin(here);
  }, [redirecting, here]);

  if (!user) {
    if (redirecting) return <Navigate to="/login" replace />;
    return (
      <GuardCard
        icon={<Lock className="size-8" aria-hidden="true" />}
        title={t('guards.authRequired.title')}
        action={
          <ButtonLink
            to="/login"
            size="lg"
            onClick={() => rememberRedirectAfterLogin(here)}
            icon={<LogIn className="size-5" aria-hidden="true" />}
          >
            {t('guards.authRequired.action')}
          </ButtonLink>
        }
      >
        <p>{t('guards.authRequired.text')}</p>
      </GuardCard>
    );
  }

  if (role && !roles.some((each) => user.type.toLowerCase() === each)) {
    if (role === 'admin') {
      return (
        <GuardCard
          tone="red"
          icon={<ShieldAlert className="size-8" aria-hidden="true" />}
          title={t('guards.adminOnly.title')}
          action={
            <ButtonLink to="/" size="lg" icon={<House className="size-5" aria-hidden="true" />}>
              {t('guards.adminOnly.action')}
            </ButtonLink>
          }
        >
          <p>{t('guards.adminOnly.text')}</p>
        </GuardCard>
      );
    }
    // A user who wants to sell is offered the way in, rather than a link to the next closed door.
    if (user.type.toLowerCase() === 'user') {
      return (
        <GuardCard
          tone="amber"
          icon={<Code className="size-8" aria-hidden="true" />}
          title={t('guards.developerOnly.title')}
          action={
            <div className="flex flex-col items-center gap-3">
              <ButtonLink
                to="/become-developer"
                size="lg"
                icon={<Rocket className="size-5" aria-hidden="true" />}
              >
                {t('guards.developerOnly.offer')}
              </ButtonLink>
              <ButtonLink to="/" variant="ghost">
                {t('guards.developerOnly.actionHome')}
              </ButtonLink>
            </div>
          }
        >
          <p>{t('guards.developerOnly.offerText')}</p>
        </GuardCard>
      );
    }
    const target = deniedTo ?? '/developer-dashboard';
    return (
      <GuardCard
        tone="amber"
        icon={<Code className="size-8" aria-hidden="true" />}
        title={t('guards.developerOnly.title')}
        action={
          <ButtonLink to={target} size="lg">
            {target === '/' ? t('guards.developerOnly.actionHome') : t('guards.developerOnly.action')}
          </ButtonLink>
        }
      >
        <p>{t('guards.developerOnly.text')}</p>
      </GuardCard>
    );
  }

  return <>{children ?? <Outlet />}</>;
}
