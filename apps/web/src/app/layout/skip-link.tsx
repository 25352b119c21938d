import { useTranslation } from 'react-i18next';

/** First stop for keyboard users: jumps over the top bar to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
