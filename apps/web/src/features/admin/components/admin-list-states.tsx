import ChevronDown from 'lucide-react/icons/chevron-down';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';

/** A list of the panel that is loading: a spinner that announces what it waits for. */
export function ListLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 py-14 text-indigo-600', className)}>
      <Spinner size="lg" />
      <p role="status" className="text-sm font-medium text-slate-600">
        {label}
      </p>
    </div>
  );
}

interface ListErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The frame of a list's empty and error states: compact, so a section does not dwarf its neighbours. */
function ListState({
  icon,
  title,
  tone = 'neutral',
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed px-5 py-10 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50/40' : 'border-slate-300 bg-white/60',
      )}
    >
      <span
        className={cn(
          'mb-4 flex size-12 items-center justify-center rounded-xl ring-1',
          tone === 'error'
            ? 'bg-red-100 text-red-700 ring-red-200'
            : 'bg-gradient-to-br from-indigo-100 to-violet-100 text-indigo-700 ring-indigo-200/60',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <h3 className="text-lg font-semibold text-balance text-slate-900">{title}</h3>
      {children && <div className="mt-1.5 max-w-md text-sm text-pretty text-slate-600">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}

/** 'Error al cargar los datos del panel de administración', the cause and a retry. */
export function ListError({ error, onRetry, retrying }: ListErrorProps) {
  const { t } = useTranslation('admin');
  return (
    <ListState
      tone="error"
      icon={<TriangleAlert className="size-6" />}
      title={t('dashboard.loadError')}
      actions={
        <Button
          onClick={onRetry}
          loading={retrying}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('dashboard.retry')}
        </Button>
      }
    >
      <div role="alert">{getErrorMessage(error)}</div>
    </ListState>
  );
}

/** A list with nothing in it: an icon, what is missing and why, in the list's own words. */
export function ListEmpty({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <ListState icon={icon} title={title} actions={actions}>
      {children}
    </ListState>
  );
}

interface LoadMoreProps {
  shown: number;
  total: number;
  hasNext: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** 'Mostrando 20 de 57' and, while there is more, 'Cargar más'. */
export function LoadMore({ shown, total, hasNext, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('dashboard.showing', { shown, count: total })}
      </p>
      {hasNext && (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          loading={loading}
          icon={<ChevronDown className="size-4" aria-hidden="true" />}
        >
          {loading ? t('dashboard.loadingMore') : t('dashboard.loadMore')}
        </Button>
      )}
    </div>
  );
}

/** The title of a tab or of a section within one, its explanation, and actions on the right. */
export function SectionHeading({
  id,
  title,
  description,
  aside,
  as: Heading = 'h2',
}: {
  id: string;
  title: string;
  description?: string;
  aside?: ReactNode;
  as?: 'h2' | 'h3';
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <Heading id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </Heading>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {aside && <div className="flex shrink-0 flex-wrap gap-2">{aside}</div>}
    </div>
  );
}
