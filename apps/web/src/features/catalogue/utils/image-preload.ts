const IMAGE_EXTENSION = /\.(avif|bmp|gif|ico|jpe?g|png|svg|webp)$/i;

/** Paths to images this server hosts (the demo artwork, uploads). */
const MEDIA_PATH = /^\/media\/[\w./-]+$/;

/**
 * Whether a card image is worth preloading: the address must parse as a URL and
 * look like an image (an image extension, or 'image'/'img' in it), or be a /media/ path.
 */
export function isPreloadableImageUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  if (MEDIA_PATH.test(value) && !value.includes('..')) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return IMAGE_EXTENSION.test(url.pathname) || /image|img/i.test(url.href);
}

/**
 * Remembers which images were preloaded, for `ttlMs` (an hour in the store), so
 * coming back to the store does not ask for them again.
 */
export function createPreloadRegistry(ttlMs: number, now: () => number = Date.now) {
  const loadedAt = new Map<string, number>();
  return {
    isFresh(url: string): boolean {
      const at = loadedAt.get(url);
      if (at === undefined) return false;
      if (now() - at < ttlMs) return true;
      loadedAt.delete(url);
      return false;
    },
    mark(url: string): void {
      loadedAt.set(url, now());
    },
  };
}

/**
 * Downloads an image into the browser cache. Resolves true when it loaded, false when it failed
 * or took longer than `timeoutMs` (then the download is abandoned).
 */
export function preloadImage(src: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      if (!ok) image.removeAttribute('src');
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    image.decoding = 'async';
    image.onload = () => finish(true);
    image.onerror = () => finish(false);
    image.src = src;
  });
}
