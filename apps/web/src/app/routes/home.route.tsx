import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Check from 'lucide-react/icons/check';
import CodeXml from 'lucide-react/icons/code-xml';
import Wallet from 'lucide-react/icons/wallet';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { featuredProjectsQueryOptions } from '../../features/catalogue/api/get-store-projects';
import { FEATURED_COUNT, FeaturedApps } from '../../features/catalogue/components/featured-apps';
import { useDocumentTitle } from '../../lib/use-document-title';
import { serverLoader } from '../page-data';

/** Rendered on the server with the hero's apps in the page. */
export const loader = serverLoader(async ({ queryClient }) => {
  await queryClient.prefetchQuery(featuredProjectsQueryOptions(FEATURED_COUNT));
  return null;
});

const FEATURES = [
  { key: 'oneTime', icon: Wallet },
  { key: 'instant', icon: Zap },
  { key: 'verified', icon: BadgeCheck },
] as const;

const HIGHLIGHTS = ['noSubscriptions', 'instantAccess', 'noDatabases'] as const;

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentTitle(undefined);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-indigo-50 via-white to-violet-50">
        <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-14 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-28">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100">
              <span className="size-2 rounded-full bg-indigo-600" aria-hidden="true" />
              {t('home.eyebrow')}
            </p>
            <h1 className="mt-6 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
              {t('home.title')}{' '}
              <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">
                {t('home.titleHighlight')}
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-pretty text-lg leading-relaxed text-slate-700">
              <strong className="font-semibold text-slate-900">{t('home.motto')}</strong> {t('home.subtitle')}
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <ButtonLink
                to="/store"
                size="lg"
                iconAfter={<ArrowRight className="size-5" aria-hidden="true" />}
              >
                {t('home.ctaStore')}
              </ButtonLink>
              <ButtonLink to="/about" size="lg" variant="secondary">
                {t('home.ctaAbout')}
              </ButtonLink>
            </div>
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-slate-700">
              {HIGHLIGHTS.map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <Check className="size-4 text-emerald-600" aria-hidden="true" />
                  {t(`home.highlights.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <FeaturedApps />
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('home.featuresTitle')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.featuresSubtitle')}</p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full p-7 transition-shadow hover:shadow-md">
                <div className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25">
                  <Icon className="size-6" aria-hidden="true" />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">
                  {t(`home.features.${key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600">{t(`home.features.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="developers-title"
        className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
      >
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-700 px-6 py-12 text-center shadow-xl shadow-indigo-900/20 sm:px-12 md:flex md:items-center md:justify-between md:text-left">
          <div className="md:max-w-xl">
            <CodeXml className="mx-auto mb-4 size-10 text-indigo-200 md:mx-0" aria-hidden="true" />
            <h2 id="developers-title" className="text-2xl font-bold text-white sm:text-3xl">
              {t('home.developers.title')}
            </h2>
            <p className="mt-3 text-indigo-100">{t('home.developers.text')}</p>
          </div>
          <ButtonLink to="/register" variant="light" size="lg" className="mt-8 md:mt-0">
            {t('home.developers.cta')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
