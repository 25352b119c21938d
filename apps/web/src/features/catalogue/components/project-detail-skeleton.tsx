import { useTranslation } from 'react-i18next';

function Block({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-2xl bg-slate-200 ${className}`} />;
}

/** The app page's shape while its details load (nothing from the store list to show yet). */
export function ProjectDetailSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <p role="status" className="sr-only">
        {t('detail.loading')}
      </p>
      <div aria-hidden="true">
        <Block className="mb-6 h-5 w-48 rounded-md" />
        <div className="flex flex-col gap-6 sm:flex-row">
          <Block className="aspect-video w-full sm:w-64 lg:w-80" />
          <div className="flex-1 space-y-4">
            <Block className="h-7 w-40 rounded-full" />
            <Block className="h-10 w-3/4 rounded-lg" />
            <Block className="h-5 w-full rounded-md" />
            <Block className="h-5 w-2/3 rounded-md" />
          </div>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Block className="h-64" />
            <Block className="h-48" />
          </div>
          <div className="space-y-6">
            <Block className="h-72" />
            <Block className="h-40" />
          </div>
        </div>
      </div>
    </div>
  );
}
