import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, scrolls to the first invalid control in the order the person reads the
 * form (react-hook-form would pick the first registered one) and puts the focus there. When no
 * control is marked invalid, the fallback (a message box) gets the focus instead.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState(0);
  const fallbackRef = useRef<(() => HTMLElement | null) | undefined>(undefined);

  useEffect(() => {
    if (request === 0) return;
    // The errors render in this same commit; wait a frame so the aria-invalid marks are there.
    const frame = requestAnimationFrame(() => {
      const target =
        container.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? fallbackRef.current?.();
      if (!target) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // Focus first: the form's own focus handling may scroll, and the centring below wins.
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [request, container]);

  return useCallback((fallback?: () => HTMLElement | null) => {
    fallbackRef.current = fallback;
    setRequest((value) => value + 1);
  }, []);
}
