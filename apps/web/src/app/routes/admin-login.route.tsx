import ArrowLeft from 'lucide-react/icons/arrow-left';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { AuthLayout } from '../layout/auth-layout';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('adminLogin.title')}
      subtitle={t('adminLogin.subtitle')}
      footer={
        <p>
          <Link
            to="/login"
            className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('adminLogin.toLogin')}
          </Link>
        </p>
      }
    >
      <div className="mb-6 flex items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-slate-100">
        <ShieldCheck className="size-5 shrink-0 text-indigo-300" aria-hidden="true" />
        <p>{t('adminLogin.notice')}</p>
      </div>
      <LoginForm mode="admin" />
    </AuthLayout>
  );
}
