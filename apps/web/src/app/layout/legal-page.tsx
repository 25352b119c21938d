import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { getCurrentLanguage } from '../../lib/i18n';
import { LEGAL_PAGES, type TLegalPage } from '../../lib/legal-pages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** When the texts last changed (a change to them updates this date). */
const LEGAL_LAST_UPDATED = '2026-11-24';

const LINK = 'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900';

/** The tags the texts may use: links to the other pages and emphasis. */
const TEXT_COMPONENTS: Record<string, ReactElement> = {
  ...Object.fromEntries(
    LEGAL_PAGES.map(({ page, path }) => [page, <Link key={page} to={path} className={LINK} />]),
  ),
  contact: <Link to="/solicitud-app" className={LINK} />,
  profile: <Link to="/user-profile" className={LINK} />,
  purchases: <Link to="/user-dashboard" className={LINK} />,
  strong: <strong className="font-semibold text-slate-900" />,
};

interface LegalPageProps {
  page: TLegalPage;
  icon: ReactNode;
  /** Figures the texts name ({{rate}}, {{days}}). */
  values?: Record<string, string | number>;
}

/** The section ids of a page, in the order its translation file lists them. */
function useSectionKeys(page: TLegalPage): string[] {
  const { t } = useTranslation('legal');
  const sections = t(`${page}.sections`, { returnObjects: true });
  return typeof sections === 'object' && sections !== null ? Object.keys(sections) : [];
}

/** The paragraphs (or list items) under one key of a section; none when the key is absent. */
function useTexts(key: string): number {
  const { t } = useTranslation('legal');
  const texts = t(key, { returnObjects: true });
  return Array.isArray(texts) ? texts.length : 0;
}

function Paragraphs({ base, values }: { base: string; values?: LegalPageProps['values'] }) {
  const count = useTexts(base);
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are fixed text in a fixed order
    <p key={index} className="leading-relaxed text-slate-700">
      <Trans ns="legal" i18nKey={`${base}.${index}`} values={values} components={TEXT_COMPONENTS} />
    </p>
  ));
}

function Items({ base, values }: { base: string; values?: LegalPageProps['values'] }) {
  const count = useTexts(base);
  if (count === 0) return null;
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-indigo-500">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed text in a fixed order
        <li key={index}>
          <Trans ns="legal" i18nKey={`${base}.${index}`} values={values} components={TEXT_COMPONENTS} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One of the public legal pages (terms, privacy, refunds): a title with its last-updated date, a
 * contents list, short sections, and links to the other pages. The texts live in the `legal`
 * namespace; each section has a title and any of `body` (paragraphs), `items` (a list) and `after`.
 */
export function LegalPage({ page, icon, values }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const title = t(`${page}.title`);
  useDocumentTitle(title);
  const sections = useSectionKeys(page);
  const updated = new Intl.DateTimeFormat(getCurrentLanguage(), { dateStyle: 'long' }).format(
    new Date(`${LEGAL_LAST_UPDATED}T12:00:00Z`),
  );
  const anchor = (key: string) => `${page}-${key}`;

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-indigo-700">
          <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-100">{icon}</span>
          {t('shared.eyebrow')}
        </p>
        <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-pretty text-lg leading-relaxed text-slate-700">
          {t(`${page}.intro`, values)}
        </p>
        <p className="mt-3 text-sm text-slate-600">
          <time dateTime={LEGAL_LAST_UPDATED}>{t('shared.lastUpdated', { date: updated })}</time>
        </p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label={t('shared.contents')} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold text-slate-900">{t('shared.contents')}</p>
            <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
              {sections.map((key) => (
                <li key={key}>
                  <a
                    href={`#${anchor(key)}`}
                    className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-slate-600 hover:border-indigo-400 hover:text-indigo-800"
                  >
                    {t(`${page}.sections.${key}.title`, values)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-10">
          {sections.map((key) => {
            const base = `${page}.sections.${key}`;
            return (
              <section key={key} aria-labelledby={anchor(key)} className="space-y-3">
                <h2 id={anchor(key)} className="scroll-mt-24 text-xl font-bold text-slate-900 sm:text-2xl">
                  {t(`${base}.title`, values)}
                </h2>
                <Paragraphs base={`${base}.body`} values={values} />
                <Items base={`${base}.items`} values={values} />
                <Paragraphs base={`${base}.after`} values={values} />
              </section>
            );
          })}

          <Card className="p-6">
            <nav aria-labelledby="legal-related-title">
              <h2 id="legal-related-title" className="text-lg font-semibold text-slate-900">
                {t('shared.related.title')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                {LEGAL_PAGES.filter((other) => other.page !== page).map((other) => (
                  <li key={other.page}>
                    <Link to={other.path} className={LINK}>
                      {t(`shared.related.${other.page}`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/solicitud-app" className={LINK}>
                    {t('shared.related.contact')}
                  </Link>
                </li>
              </ul>
            </nav>
          </Card>
        </div>
      </div>
    </article>
  );
}
