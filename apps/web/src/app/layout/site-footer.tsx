import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { dateTimeFormat } from '../../lib/intl-formats';
import { LEGAL_PAGES } from '../../lib/legal-pages';
import { usePageNow } from '../../lib/page-clock';

const FOOTER_LINKS = [
  { to: '/store', labelKey: 'nav.store' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/solicitud-app', labelKey: 'nav.requestApp' },
] as const;

const LINK = 'text-sm font-medium text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  // As the page was written (a page hydrated on New Year's Eve keeps the server's year).
  const year = dateTimeFormat('en', { year: 'numeric' }).format(usePageNow());
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-xs space-y-3">
          <Logo />
          <p className="text-sm leading-relaxed text-slate-600">{t('footer.tagline')}</p>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <nav aria-label={t('footer.navLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-3">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={LINK}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('footer.legalLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-3">
              {LEGAL_PAGES.map(({ page, path }) => (
                <li key={page}>
                  <Link to={path} className={LINK}>
                    {t(`footer.${page}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-600 sm:px-6 lg:px-8">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
