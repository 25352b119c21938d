import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { AuthLayout } from '../layout/auth-layout';
import { useCheckoutReturn } from '../layout/use-checkout-return';

const LINK = 'font-semibold text-indigo-700 underline-offset-4 hover:underline';

export function Component() {
  const { t } = useTranslation('auth');
  const { fromCheckout, appName } = useCheckoutReturn();
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
