import ImageOff from 'lucide-react/icons/image-off';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

/** The box is sized before the image arrives, so nothing below it jumps while it loads. */
type TImageBox = { width: number; height: number; aspectRatio?: never } | { aspectRatio: string };

type AppImageProps = TImageBox & {
  src: string | null | undefined;
  /** What the image shows; '' for a purely decorative image. */
  alt: string;
  /** Tried once when `src` is missing or fails. */
  fallbackSrc?: string | null;
  /** Above-the-fold images load at once; all others wait until they are near the viewport. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** Classes of the outer box (width, rounding, border). */
  className?: string;
  imgClassName?: string;
  /** Drawn instead of the generic 'No disponible' when there is no usable image. */
  fallback?: ReactNode;
};

type TStatus = 'loading' | 'loaded' | 'failed';

/**
 * Only addresses a browser should fetch as an image: http(s) URLs and paths on this site
 * (`/media/...`). Anything else (javascript:, data from old records, typos) counts as missing.
 */
export function isDisplayableImageSrc(value: string | null | undefined): value is string {
  if (!value) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function candidates(src: string | null | undefined, fallbackSrc: string | null | undefined): string[] {
  return [src, fallbackSrc].filter(isDisplayableImageSrc).filter((value, i, all) => all.indexOf(value) === i);
}

/**
 * An image with a pulsing placeholder while it loads, an optional fallback source, and a
 * 'No disponible' panel when neither can be shown.
 */
export function AppImage({
  src,
  alt,
  fallbackSrc,
  priority = false,
  fit = 'cover',
  className,
  imgClassName,
  fallback,
  ...box
}: AppImageProps) {
  const { t } = useTranslation();
  const sources = candidates(src, fallbackSrc);
  const sourcesKey = sources.join('\n');
  const [state, setState] = useState({ key: sourcesKey, index: 0, status: 'loading' as TStatus });
  // A new address starts over (set during render, so the old image never flashes).
  if (state.key !== sourcesKey) setState({ key: sourcesKey, index: 0, status: 'loading' });
  const current = state.key === sourcesKey ? state : { key: sourcesKey, index: 0, status: 'loading' };
  const source = sources[current.index];
  const imgRef = useRef<HTMLImageElement>(null);

  // An image already in the browser cache, or loaded before a server-rendered page was hydrated,
  // may finish before React listens for 'load'. Checked while loading only: an update on every
  // commit would keep re-rendering the page (and starve a pending navigation of the router).
  const loading = current.status === 'loading';
  useEffect(() => {
    const img = imgRef.current;
    if (loading && img?.complete && img.naturalWidth > 0) {
      setState((previous) => (previous.status === 'loading' ? { ...previous, status: 'loaded' } : previous));
    }
  }, [loading]);

  const handleError = () =>
    setState((previous) =>
      previous.index + 1 < sources.length
        ? { ...previous, index: previous.index + 1, status: 'loading' }
        : { ...previous, status: 'failed' },
    );

  const style: CSSProperties =
    'width' in box && box.width
      ? { aspectRatio: `${box.width} / ${box.height}` }
      : { aspectRatio: (box as { aspectRatio: string }).aspectRatio };
  const failed = !source || current.status === 'failed';

  return (
    <div className={cn('@container relative overflow-hidden bg-slate-100', className)} style={style}>
      {failed ? (
        (fallback ?? (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-gradient-to-br from-slate-100 to-slate-200 p-2 text-slate-600"
            {...(alt
              ? { role: 'img', 'aria-label': `${alt} (${t('image.unavailable')})` }
              : { 'aria-hidden': true })}
          >
            <ImageOff className="size-6 shrink-0 @[10rem]:size-8" aria-hidden="true" />
            <span className="hidden text-xs font-medium @[7rem]:block" aria-hidden="true">
              {t('image.unavailable')}
            </span>
          </div>
        ))
      ) : (
        <>
          {current.status === 'loading' && (
            <div className="absolute inset-0 animate-pulse bg-slate-200" aria-hidden="true" />
          )}
          <img
            ref={imgRef}
            key={source}
            src={source}
            alt={alt}
            width={'width' in box ? box.width : undefined}
            height={'height' in box ? box.height : undefined}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            // Marks the fade for pages read without scripts, which show the image at once (index.html).
            data-fade-in={priority ? undefined : ''}
            onLoad={() => setState((previous) => ({ ...previous, status: 'loaded' }))}
            onError={handleError}
            className={cn(
              'absolute inset-0 size-full',
              fit === 'cover' ? 'object-cover' : 'object-contain',
              // Above-the-fold images show as soon as the browser has them, not after a fade that
              // waits for the page's scripts; the others fade in once loaded.
              priority
                ? undefined
                : cn(
                    'transition-opacity duration-300',
                    current.status === 'loaded' ? 'opacity-100' : 'opacity-0',
                  ),
              imgClassName,
            )}
          />
        </>
      )}
    </div>
  );
}
