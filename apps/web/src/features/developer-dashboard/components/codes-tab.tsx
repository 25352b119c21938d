import type { TDiscountCode } from '@vitrina/shared/payments/discount.schemas';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Store from 'lucide-react/icons/store';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/money-format';
import { formatCount } from '../../../lib/number-format';
import { useDiscountCodes, useUpdateDiscountCode } from '../api/discount-codes';
import { formatShortDate } from '../utils/dashboard-format';
import { NewDiscountCodeForm } from './new-discount-code-form';
import { TabError } from './tab-error';

const STATE_TONES: Record<TDiscountCode['state'], string> = {
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  paused: 'bg-amber-50 text-amber-900 ring-amber-200',
  exhausted: 'bg-slate-100 text-slate-700 ring-slate-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** One code: what it takes off and where, its limits, where it stands, its uses and sales. */
function CodeCard({ code }: { code: TDiscountCode }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const update = useUpdateDiscountCode();
  const date = (iso: string) => formatShortDate(iso, language, true);
  const off =
    code.kind === 'percent'
      ? t('codes.percentOff', { percent: code.percent })
      : t('codes.amountOff', { amount: formatUsd(code.amount ?? 0, 'cents', language) });
  const paused = code.status === 'paused';
  return (
    <li>
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-lg font-semibold wrap-anywhere text-slate-900">{code.code}</p>
            <p className="text-sm text-slate-700">
              {off} · {code.projectName ?? t('codes.allApps')}
            </p>
            {code.isPublic && (
              <p className="mt-1 text-sm font-medium text-rose-800">{t('codes.publicNote')}</p>
            )}
          </div>
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${STATE_TONES[code.state]}`}
          >
            {t(`codes.states.${code.state}`)}
          </span>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">{t('codes.uses')}</dt>
            <dd className="font-semibold text-slate-900">
              {code.maxUses === null
                ? formatCount(code.uses, language)
                : t('codes.usesOf', {
                    uses: formatCount(code.uses, language),
                    max: formatCount(code.maxUses, language),
                  })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('codes.held')}</dt>
            <dd className="font-semibold text-slate-900">{formatCount(code.held, language)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('codes.sales')}</dt>
            <dd className="font-semibold text-slate-900">{formatCount(code.sales, language)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('codes.salesAmount')}</dt>
            <dd className="font-semibold text-slate-900">{formatUsd(code.salesAmount, 'cents', language)}</dd>
          </div>
        </dl>
        {(code.startsAt || code.endsAt) && (
          <p className="mt-3 text-sm text-slate-600">
            {code.startsAt && t('codes.from', { date: date(code.startsAt) })}{' '}
            {code.endsAt && t('codes.until', { date: date(code.endsAt) })}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            loading={update.isPending}
            onClick={() => update.mutate({ id: code.id, status: paused ? 'active' : 'paused' })}
            icon={
              paused ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )
            }
          >
            {paused ? t('codes.resume') : t('codes.pause')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            loading={update.isPending}
            aria-pressed={code.isPublic}
            onClick={() => update.mutate({ id: code.id, isPublic: !code.isPublic })}
            icon={<Store className="size-4" aria-hidden="true" />}
          >
            {code.isPublic ? t('codes.hideFromStore') : t('codes.showInStore')}
          </Button>
          {update.isError && (
            <p role="alert" className="text-sm text-red-700">
              {getErrorMessage(update.error)}
            </p>
          )}
        </div>
      </Card>
    </li>
  );
}

/** 'Códigos': the developer's discount codes, a form for a new one, and what each brought. */
export function CodesTab() {
  const { t } = useTranslation('developer-dashboard');
  const codes = useDiscountCodes();
  const [made, setMade] = useState<string | null>(null);

  let body: ReactNode;
  if (codes.isPending) body = <PageSpinner label={t('codes.loading')} />;
  else if (codes.isError && !codes.data)
    body = <TabError error={codes.error} onRetry={() => void codes.refetch()} retrying={codes.isFetching} />;
  else if (codes.data.codes.length === 0)
    body = (
      <EmptyState
        as="h3"
        icon={<TicketPercent className="size-8" aria-hidden="true" />}
        title={t('codes.empty.title')}
      >
        <p>{t('codes.empty.text')}</p>
      </EmptyState>
    );
  else
    body = (
      <ul className="space-y-4">
        {codes.data.codes.map((code) => (
          <CodeCard key={code.id} code={code} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="developer-codes-title" className="space-y-8">
      <div>
        <h2 id="developer-codes-title" className="text-xl font-semibold text-slate-900">
          {t('codes.heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('codes.description')}</p>
      </div>
      <Card className="p-5 sm:p-6">
        <h3 className="mb-4 text-lg font-semibold text-slate-900">{t('codes.form.title')}</h3>
        <NewDiscountCodeForm onCreated={setMade} />
        <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
          {made ? t('codes.created', { code: made }) : ''}
        </p>
      </Card>
      {body}
    </section>
  );
}
