import { type FocusEvent, useCallback } from 'react';

/** Room taken by the sticky top bar, with a little air. */
const TOP_CLEARANCE = 80;

/**
 * Scrolls a newly focused control clear of the sticky action bar. Browsers bring only the caret
 * of a tall text area into view, which can leave most of it under the bar; scroll-margin covers
 * the other controls. `bar` is the element that stays stuck to the bottom of the screen.
 */
export function useKeepFocusInView(bar: () => HTMLElement | null) {
  return useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const target = event.target;
      const barElement = bar();
      if (!barElement || barElement.contains(target)) return;
      const rect = target.getBoundingClientRect();
      const limit = barElement.getBoundingClientRect().top - 16;
      if (rect.bottom <= limit) return;
      // Enough to show the whole control, but never so much that its top goes under the top bar.
      const by = Math.min(rect.bottom - limit, rect.top - TOP_CLEARANCE);
      if (by > 0) window.scrollBy({ top: by });
    },
    [bar],
  );
}
