import type { TDeveloperProfile } from '@vitrina/shared/developers/developer.schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ExternalLink from 'lucide-react/icons/external-link';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { initials } from '../../../lib/initials';
import { isPlainClick } from '../../../lib/plain-click';
import { OfficialBadge } from './official-badge';

/**
 * 'Volver': a link to the store (so it works before and without the page's script); once the page
 * is live, it goes back in history instead when there is a page of this site to go back to.
 */
function BackToStore({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (!isPlainClick(event) || index <= 0) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <ButtonLink
      to="/store"
      variant="ghost"
      size="sm"
      onClick={back}
      icon={<ArrowLeft className="size-4" aria-hidden="true" />}
      className="-ml-3"
    >
      {children}
    </ButtonLink>
  );
}

/** 'github.com/name' (as stored) as a link address, or null when it does not look like one. */
function profileUrl(profile: string | null | undefined): string | null {
  const value = profile?.trim();
  if (!value) return null;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

interface DeveloperHeaderProps {
  name: string | null;
  developer: TDeveloperProfile | undefined;
  publishedCount: number | null;
}

/** 'Volver', the developer's name and badges, and how many apps they publish. */
export function DeveloperHeader({ name, developer, publishedCount }: DeveloperHeaderProps) {
  const { t } = useTranslation('catalogue');
  const github = profileUrl(developer?.githubProfile);
  const title = name ? t('developer.title', { name }) : t('developer.titleFallback');

  return (
    <section className="border-b border-slate-200 bg-gradient-to-br from-indigo-50 via-white to-violet-50">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
        <BackToStore>{t('developer.back')}</BackToStore>
        <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
          <span
            className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-xl font-bold text-white shadow-lg shadow-indigo-600/30"
            aria-hidden="true"
          >
            {name ? initials(name) : '?'}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              {developer?.isInternal && <OfficialBadge />}
              {developer?.verified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-inset ring-emerald-200">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  {t('developer.verified')}
                </span>
              )}
            </div>
            <h1 className="mt-1 text-balance wrap-anywhere text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {title}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
              {publishedCount !== null && <p>{t('developer.count', { count: publishedCount })}</p>}
              {github && (
                <a
                  href={github}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
                >
                  {t('developer.github')}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">{t('links.newTab')}</span>
                </a>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
