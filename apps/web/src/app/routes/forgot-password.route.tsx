import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { AuthLayout } from '../layout/auth-layout';

/** "¿Olvidaste tu contraseña?": the login screen passes on the e-mail typed there, if any. */
export function Component() {
  const { t } = useTranslation('auth');
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : '';
  return (
    <AuthLayout
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <p>
          {t('forgot.remembered')}{' '}
          <Link to="/login" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
            {t('forgot.toLogin')}
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm initialEmail={email} />
    </AuthLayout>
  );
}
