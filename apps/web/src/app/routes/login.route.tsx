import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { nextPathOf } from '../../lib/login-redirect';
import { useSession } from '../../lib/session-store';
import { AuthLayout } from '../layout/auth-layout';
import { useCheckoutReturn } from '../layout/use-checkout-return';

const LINK = 'font-semibold text-indigo-700 underline-offset-4 hover:underline';

export function Component() {
  const { t } = useTranslation('auth');
  const { fromCheckout, appName } = useCheckoutReturn();
  const { user } = useSession();
  const next = nextPathOf(useLocation().search);
  // A sign-in link followed by someone signed in already (the page showed them as a visitor, its
  // script not yet run): on to where it leads.
  if (user && next) return <Navigate to={next} replace />;
  return (
    <AuthLayout
      title={fromCheckout ? t('login.checkout.title') : t('login.title')}
      subtitle={
        !fromCheckout
          ? t('login.subtitle')
          : appName
            ? t('login.checkout.subtitleNamed', { name: appName })
            : t('login.checkout.subtitle')
      }
      footer={
        <>
          <p>
            {t('login.noAccount')}{' '}
            <Link to="/register" className={LINK}>
              {t('login.toRegister')}
            </Link>
          </p>
          <p>
            <Link to="/admin-login" className={LINK}>
              {t('login.toAdmin')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
