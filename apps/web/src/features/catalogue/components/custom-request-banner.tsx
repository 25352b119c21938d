import ArrowRight from 'lucide-react/icons/arrow-right';
import Sparkles from 'lucide-react/icons/sparkles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';

/** "¿No encuentras exactamente lo que buscas?" with a link to the custom-app request. */
export function CustomRequestBanner() {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-700 px-6 py-8 text-white shadow-xl shadow-indigo-900/20 sm:px-10 md:flex md:items-center md:justify-between md:gap-8"
    >
      <div
        className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl"
        aria-hidden="true"
      />
      <div className="relative flex gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-white/15 sm:flex">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} className="text-xl font-bold sm:text-2xl">
            {t('store.banner.title')}
          </h2>
          <p className="mt-1.5 text-indigo-100">{t('store.banner.text')}</p>
        </div>
      </div>
      <ButtonLink
        to="/solicitud-app"
        variant="light"
        size="lg"
        className="relative mt-6 w-full shrink-0 md:mt-0 md:w-auto"
        iconAfter={<ArrowRight className="size-5" aria-hidden="true" />}
      >
        {t('store.banner.action')}
      </ButtonLink>
    </section>
  );
}
