import { SUPPORTED_LANGUAGES, type TLanguage } from '@vitrina/shared/i18n/languages';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getCurrentLanguage, setLanguage } from '../../lib/i18n';
import { languageHref, withoutLanguage } from '../../lib/language-links';
import { isPageLive, whenPageLive } from '../../lib/page-live';
import { isPlainClick } from '../../lib/plain-click';
import { cn } from './cn';

const NATIVE_NAMES: Record<TLanguage, string> = { es: 'Español', en: 'English' };

/** How long a choice made while the page is being taken over may wait before the link is followed. */
const LIVE_WAIT_MS = 5_000;

/**
 * ES | EN. Each is a link to this page in its language (`?lang=`): before the page's script has run
 * (or without it) the server renders the page in it and keeps the choice. Once the page is live the
 * texts change in place; the choice is stored (localStorage i18nextLng, the language cookie) and
 * sets <html lang>. A choice made while the page is being taken over waits until it is live (the
 * parts not yet hydrated must render as the server wrote them), or follows the link if that takes
 * too long.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = getCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (event: MouseEvent<HTMLAnchorElement>, language: TLanguage, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const fallback = isPageLive()
      ? undefined
      : window.setTimeout(() => window.location.assign(href), LIVE_WAIT_MS);
    whenPageLive('language', () => {
      window.clearTimeout(fallback);
      // The address no longer names a language: the stored choice is the reader's.
      const plain = withoutLanguage(window.location);
      if (plain !== null) void navigate(plain, { replace: true, preventScrollReset: true });
      if (language !== getCurrentLanguage()) void setLanguage(language);
    });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two links, not a form fieldset
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg bg-slate-100 p-0.5', className)}
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const href = languageHref(location, language);
        return (
          <a
            key={language}
            href={href}
            hrefLang={language}
            lang={language}
            title={NATIVE_NAMES[language]}
            aria-current={current === language ? 'true' : undefined}
            onClick={(event) => choose(event, language, href)}
            className={cn(
              'inline-flex h-8 min-w-10 items-center justify-center rounded-md px-2 text-xs font-bold tracking-wide transition-colors',
              current === language
                ? 'bg-white text-indigo-700 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {language.toUpperCase()}
          </a>
        );
      })}
    </div>
  );
}
