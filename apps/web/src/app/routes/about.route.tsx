import Accessibility from 'lucide-react/icons/accessibility';
import ArrowRight from 'lucide-react/icons/arrow-right';
import DatabaseZap from 'lucide-react/icons/database-zap';
import Feather from 'lucide-react/icons/feather';
import Gauge from 'lucide-react/icons/gauge';
import Target from 'lucide-react/icons/target';
import Telescope from 'lucide-react/icons/telescope';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useDocumentTitle } from '../../lib/use-document-title';

const PURPOSE = [
  { key: 'mission', icon: Target },
  { key: 'vision', icon: Telescope },
] as const;

const VALUES = [
  { key: 'accessibility', icon: Accessibility },
  { key: 'efficiency', icon: Gauge },
  { key: 'simplicity', icon: Feather },
  { key: 'noDatabases', icon: DatabaseZap },
] as const;

export function Component() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('about.title'));
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-50 via-white to-violet-50">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700">
            {t('about.eyebrow')}
          </p>
          <h1 className="mt-3 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('about.title')}
          </h1>
          <p className="mt-6 text-pretty text-lg leading-relaxed text-slate-700">{t('about.intro')}</p>
        </div>
      </section>

      <section aria-label={t('about.purposeLabel')} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2">
          {PURPOSE.map(({ key, icon: Icon }) => (
            <Card key={key} className="p-8">
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h2 className="text-2xl font-bold text-slate-900">{t(`about.${key}.title`)}</h2>
              </div>
              <p className="mt-5 leading-relaxed text-slate-700">{t(`about.${key}.text`)}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="values-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('about.valuesTitle')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('about.valuesSubtitle')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full p-6 transition-shadow hover:shadow-md">
                <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  {t(`about.values.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`about.values.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <Card className="flex flex-col items-center gap-6 p-8 text-center md:flex-row md:justify-between md:text-left">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t('about.cta.title')}</h2>
            <p className="mt-1 text-slate-600">{t('about.cta.text')}</p>
          </div>
          <ButtonLink to="/store" size="lg" iconAfter={<ArrowRight className="size-5" aria-hidden="true" />}>
            {t('about.cta.action')}
          </ButtonLink>
        </Card>
      </section>
    </>
  );
}
