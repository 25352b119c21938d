import { PASSWORD_RESET_LIMITS } from '@vitrina/shared/auth/password-limits';
import LinkIcon from 'lucide-react/icons/link-2-off';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useResetLink } from '../../features/auth/api/check-reset-link';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { ApiError } from '../../lib/api-client';
import { AuthLayout } from '../layout/auth-layout';

/** The token of the mail's link: after `#token=` (a fragment never reaches a server). */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

const LINK = 'font-semibold text-indigo-700 underline-offset-4 hover:underline';

/** The link of a reset mail: checked first, then the new password; a dead link says how to get another. */
export function Component() {
  const { t } = useTranslation('auth');
  const token = tokenOf(useLocation().hash);
  const link = useResetLink(token);
  const [dead, setDead] = useState(false);
  const invalid =
    dead ||
    !token ||
    (link.error instanceof ApiError &&
      link.error.status >= 400 &&
      link.error.status < 500 &&
      link.error.status !== 429);
  const footer = (
    <p>
      <Link to="/login" className={LINK}>
        {t('reset.toLogin')}
      </Link>
    </p>
  );

  if (invalid)
    return (
      <AuthLayout title={t('reset.invalidTitle')} subtitle={t('reset.invalidSubtitle')} footer={footer}>
        <div className="space-y-6 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
            <LinkIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="text-sm text-slate-700">
            {t('reset.invalidText', { minutes: PASSWORD_RESET_LIMITS.linkMinutes })}
          </p>
          <ButtonLink to="/forgot-password" fullWidth size="lg">
            {t('reset.askAgain')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );

  if (link.isError)
    return (
      <AuthLayout title={t('reset.title')} subtitle={t('reset.checking')} footer={footer}>
        <div className="space-y-5">
          <Alert title={t('reset.checkFailedTitle')}>{link.error.message}</Alert>
          <Button
            type="button"
            variant="secondary"
            fullWidth
            icon={<RotateCw className="size-4" aria-hidden="true" />}
            onClick={() => link.refetch()}
          >
            {t('reset.retry')}
          </Button>
        </div>
      </AuthLayout>
    );

  if (!link.data)
    return (
      <AuthLayout title={t('reset.title')} subtitle={t('reset.checking')}>
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner size="lg" label={t('reset.checking')} />
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={t('reset.subtitle', { email: link.data.email })}
      footer={footer}
    >
      <ResetPasswordForm token={token} email={link.data.email} onLinkInvalid={() => setDead(true)} />
    </AuthLayout>
  );
}
