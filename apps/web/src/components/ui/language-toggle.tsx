import { SUPPORTED_LANGUAGES, type TLanguage } from '@vitrina/shared/i18n/languages';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage, setLanguage } from '../../lib/i18n';
import { cn } from './cn';

const NATIVE_NAMES: Record<TLanguage, string> = { es: 'Español', en: 'English' };

/** ES | EN switch; the choice is stored (localStorage i18nextLng) and sets <html lang>. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = getCurrentLanguage();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg bg-slate-100 p-0.5', className)}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={NATIVE_NAMES[language]}
          aria-pressed={current === language}
          onClick={() => void setLanguage(language)}
          className={cn(
            'h-8 min-w-10 rounded-md px-2 text-xs font-bold tracking-wide transition-colors',
            current === language
              ? 'bg-white text-indigo-700 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
