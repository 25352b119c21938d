import { type CSSProperties, type RefObject, useEffect, useState } from 'react';

/** Which ends of a sideways-scrolling row have more content past them. */
export interface TOverflowEdges {
  start: boolean;
  end: boolean;
}

const NONE: TOverflowEdges = { start: false, end: false };

/** Less than a pixel past an edge is rounding, not hidden content. */
const SLACK = 1;

/** Reads where a row stands from its scroll box (left-to-right). */
export function overflowEdgesOf(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): TOverflowEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= SLACK) return NONE;
  return { start: box.scrollLeft > SLACK, end: box.scrollLeft < hidden - SLACK };
}

/** How far the fade reaches into the row: enough to read as 'more this way', not to hide a label. */
const FADE = '2.5rem';

/**
 * A row that fades out at an edge while more of it is past that edge, so a phone user sees it
 * scrolls. A mask rather than a painted gradient: it works on any background.
 */
export function overflowFadeStyle(edges: TOverflowEdges): CSSProperties | undefined {
  if (!edges.start && !edges.end) return undefined;
  const from = edges.start ? `transparent, #000 ${FADE}` : '#000';
  const to = edges.end ? `#000 calc(100% - ${FADE}), transparent` : '#000';
  const mask = `linear-gradient(to right, ${from}, ${to})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/** Data attributes that name the hidden ends (for styles and tests): 'start', 'end' or both. */
export function overflowDataOf(edges: TOverflowEdges): { 'data-overflow'?: string } {
  const names = [edges.start && 'start', edges.end && 'end'].filter(Boolean);
  return names.length ? { 'data-overflow': names.join(' ') } : {};
}

/**
 * Follows a sideways-scrolling element: which of its ends hide content, updated as it scrolls or
 * changes size (a phone turned, labels arriving in another language).
 */
export function useOverflowEdges(ref: RefObject<HTMLElement | null>): TOverflowEdges {
  const [edges, setEdges] = useState<TOverflowEdges>(NONE);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEdges((previous) => {
        const next = overflowEdgesOf(element);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    // Items added or relabelled change the width to scroll without resizing the row itself.
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    mutations?.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
      mutations?.disconnect();
    };
  }, [ref]);

  return edges;
}
