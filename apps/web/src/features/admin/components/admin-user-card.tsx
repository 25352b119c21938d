import type { TAdminUser } from '@vitrina/shared/dashboards/admin.schemas';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Building2 from 'lucide-react/icons/building-2';
import CircleAlert from 'lucide-react/icons/circle-alert';
import ExternalLink from 'lucide-react/icons/external-link';
import Settings2 from 'lucide-react/icons/settings-2';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { initials } from '../../../lib/initials';
import { formatRate } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { formatDay, profileHref } from '../utils/admin-format';

const ROLE_TONES: Record<TAdminUser['role'], string> = {
  admin: 'bg-violet-50 text-violet-800 ring-violet-200',
  developer: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  user: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const PILL =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

interface AdminUserCardProps {
  user: TAdminUser;
  /** The platform's commission rate, for developers without their own; null while unknown. */
  platformRate: number | null;
  /** The signed-in admin's own account (never editable here). */
  isSelf: boolean;
  onEdit: (user: TAdminUser) => void;
}

function Figure({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={cn('truncate text-sm text-slate-900', mono ? 'font-mono' : 'font-semibold')}>
        {children}
      </dd>
    </div>
  );
}

/** One account: who, role, since when; for developers their flags, rate, payout and code-hosting ids. */
export function AdminUserCard({ user, platformRate, isSelf, onEdit }: AdminUserCardProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const developer = user.role === 'developer';
  const github = profileHref(user.githubProfile);
  const headingId = `admin-user-${user.id}`;
  const rate = user.commissionRate ?? platformRate;

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex min-w-0 items-start gap-3 lg:w-80 lg:shrink-0">
          <span
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {initials(user.name) || '?'}
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
              {user.name || tc('user.fallbackName')}
              {isSelf && <span className="ml-2 text-sm font-normal text-slate-600">{t('users.you')}</span>}
            </h3>
            <p className="truncate text-sm text-slate-600" title={user.email}>
              {user.email}
            </p>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              <span className={cn(PILL, ROLE_TONES[user.role])}>{tc(`roles.${user.role}`)}</span>
              {developer &&
                (user.verified ? (
                  <span className={cn(PILL, 'bg-emerald-50 text-emerald-800 ring-emerald-200')}>
                    <BadgeCheck className="size-3.5" aria-hidden="true" />
                    {t('users.verified')}
                  </span>
                ) : (
                  <span className={cn(PILL, 'bg-amber-50 text-amber-900 ring-amber-200')}>
                    <CircleAlert className="size-3.5" aria-hidden="true" />
                    {t('users.unverified')}
                  </span>
                ))}
              {developer && user.isInternal && (
                <span className={cn(PILL, 'bg-sky-50 text-sky-800 ring-sky-200')}>
                  <Building2 className="size-3.5" aria-hidden="true" />
                  {t('users.internal')}
                </span>
              )}
            </div>
          </div>
        </div>

        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Figure label={t('users.joined')}>{formatDay(user.createdAt, language)}</Figure>
          {developer ? (
            <>
              <Figure label={t('users.projects')}>{formatCount(user.projectCount, language)}</Figure>
              <Figure label={t('users.commission')}>
                {user.isInternal
                  ? t('users.noCommission')
                  : rate === null
                    ? '—'
                    : `${formatRate(rate, language)} · ${user.commissionRate === null ? t('users.platformRate') : t('users.ownRate')}`}
              </Figure>
              <Figure label={t('users.merchantId')} mono={!!user.paypalMerchantId}>
                {user.paypalMerchantId ?? (
                  <span className="font-sans text-amber-800">{t('users.merchantMissing')}</span>
                )}
              </Figure>
              <div className="col-span-2 min-w-0 sm:col-span-4">
                <dt className="text-xs font-medium text-slate-600">{t('users.github')}</dt>
                <dd className="truncate text-sm">
                  {github ? (
                    <a
                      href={github}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex max-w-full items-center gap-1 font-medium text-indigo-700 hover:underline"
                    >
                      <span className="truncate">{user.githubProfile}</span>
                      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">{t('users.newTab')}</span>
                    </a>
                  ) : (
                    <span className="text-slate-600">{user.githubProfile || '—'}</span>
                  )}
                </dd>
              </div>
            </>
          ) : (
            user.projectCount > 0 && (
              <Figure label={t('users.projects')}>{formatCount(user.projectCount, language)}</Figure>
            )
          )}
        </dl>

        {developer && !isSelf && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onEdit(user)}
            icon={<Settings2 className="size-4" aria-hidden="true" />}
            aria-label={t('users.editLabel', { name: user.name })}
            className="self-start lg:self-center lg:shrink-0"
          >
            {t('users.edit')}
          </Button>
        )}
      </div>
    </li>
  );
}
