import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from 'react-i18next';
import { AppImage, isDisplayableImageSrc } from '../../../components/ui/app-image';
import { DetailSection } from './detail-section';

/** The app's screenshots; each opens full size in a new tab. Nothing when there are none. */
export function ProjectGallery({ name, screenshots }: { name: string; screenshots: readonly string[] }) {
  const { t } = useTranslation('catalogue');
  const shots = screenshots.filter(isDisplayableImageSrc);
  if (shots.length === 0) return null;
  return (
    <DetailSection title={t('detail.gallery.title')}>
      <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-3">
        {shots.map((src, index) => (
          <li key={src} className="w-[85%] shrink-0 snap-center sm:w-auto">
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block overflow-hidden rounded-xl ring-1 ring-slate-200 transition hover:ring-indigo-400"
            >
              <AppImage
                src={src}
                alt={t('detail.gallery.alt', { index: index + 1, name })}
                aspectRatio="16 / 10"
                imgClassName="transition-transform duration-300 group-hover:scale-[1.02]"
              />
              <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded-lg bg-slate-900/75 px-2 py-1 text-xs font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                <ExternalLink className="size-3.5" aria-hidden="true" />
                {t('detail.gallery.open')}
              </span>
              <span className="sr-only">{t('links.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
