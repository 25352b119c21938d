import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/** How far below (or above) the screen a part starts loading: about a screen ahead of a scroll. */
const AHEAD = '800px 0px';

/** Calls `onHydrated` once, when the part beside it is live. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  const first = useRef(onHydrated);
  useEffect(() => first.current(), []);
  return null;
}

/**
 * A part of a page (below the fold) whose code the browser loads only once it comes near the
 * screen, is pressed or takes the focus: the first view downloads less and hydrates less.
 *
 * The server renders it whole. In the browser, what the server rendered stays on screen, untouched,
 * until the code has arrived; then the part hydrates on its own (a task of its own, after the rest of
 * the page), so nothing moves. Its code starts loading about a screen before the part is reached, so
 * it is live before it is seen; a link in it pressed earlier still leads where it says (the browser
 * follows it). Opened by a client-side navigation, the part shows `fallback` until it is near.
 * `now` says when the code is wanted at once, whether near or not (someone signed in, whose part
 * differs from the visitor's one the server rendered).
 */
export function nearViewport<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  options: { now?: () => boolean } = {},
): ComponentType<P> {
  let startLoading: (() => void) | undefined;
  // On the server there is no screen: the part renders at once.
  const near =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          startLoading = resolve;
        });
  const Part = lazy(async () => {
    await near;
    return { default: await load() };
  });
  let live = false;

  function NearViewport(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const [isLive, setLive] = useState(live);
    // Until it is live, the part keeps the props it was first rendered with: a part the server
    // rendered is left as it is only while nothing it depends on changes (new props would make React
    // drop the server's HTML and show the fallback until the code arrives).
    const frozen = useRef(props);
    if (isLive) frozen.current = props;
    const shown = frozen.current;
    // Text in another language than the server's cannot be hydrated: after a switch of language
    // before it is live, the part is rendered afresh in the browser instead.
    const { i18n } = useTranslation();
    const [firstLanguage] = useState(i18n.language);
    const key = useRef('server');
    if (!isLive && i18n.language !== firstLanguage) key.current = 'browser';
    const partKey = key.current;

    useEffect(() => {
      const element = ref.current;
      const start = startLoading;
      if (!element || !start || live) return;
      if (options.now?.()) {
        start();
        return;
      }
      const observer =
        'IntersectionObserver' in window
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) start();
              },
              { rootMargin: AHEAD },
            )
          : null;
      if (observer) observer.observe(element);
      else start();
      // A press or the focus inside it (a keyboard, a link to one of its anchors) loads it at once.
      element.addEventListener('pointerdown', start);
      element.addEventListener('focusin', start);
      return () => {
        observer?.disconnect();
        element.removeEventListener('pointerdown', start);
        element.removeEventListener('focusin', start);
      };
    }, []);

    const part = useMemo(() => {
      const onHydrated = () => {
        live = true;
        setLive(true);
      };
      return (
        <Suspense key={partKey} fallback={fallback}>
          <Part {...shown} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      );
    }, [shown, partKey]);

    return <div ref={ref}>{part}</div>;
  }
  return NearViewport;
}
