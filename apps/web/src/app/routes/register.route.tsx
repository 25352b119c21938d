import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { AuthLayout } from '../layout/auth-layout';
import { useCheckoutReturn } from '../layout/use-checkout-return';

const LINK = 'font-semibold text-indigo-700 underline-offset-4 hover:underline';

export function Component() {
  const { t } = useTranslation('auth');
  const { fromCheckout, appName } = useCheckoutReturn();
  return (
    <AuthLayout
      wide
      title={fromCheckout ? t('register.checkout.title') : t('register.title')}
      subtitle={
        !fromCheckout
          ? t('register.subtitle')
          : appName
            ? t('register.checkout.subtitleNamed', { name: appName })
            : t('register.checkout.subtitle')
      }
      footer={
        <>
          <p>
            {t('register.haveAccount')}{' '}
            <Link to="/login" className={LINK}>
              {t('register.toLogin')}
            </Link>
          </p>
          <p>
            <Link to="/" className={LINK}>
              {t('register.toHome')}
            </Link>
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
