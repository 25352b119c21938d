import type { Page } from 'playwright-core';

/**
 * What is wrong with the page's width, and with how it shows the given names (people's own texts).
 *
 * Width: the page may not scroll sideways, and no element or run of text may show past the
 * window's edges. What an ancestor clips is not shown, so it cannot stick out: that exempts the
 * content of rows and tables that scroll sideways by design, and of cards that crop their picture
 * (overflow hidden). Elements and text that are not drawn (display none, visibility hidden,
 * opacity 0) do not count either. A box that scrolls may scroll sideways only by design: its
 * classes say so (Tailwind's overflow-x-auto or overflow-auto: tab strips, chip rows, the gallery,
 * wide tables). Any other scrolling box (a dialog's body, which scrolls down) that has content
 * wider than itself is a problem; so is a text field's value, which is left out (it scrolls in
 * its field).
 *
 * Names: each of `required` must be on the page in full: shown whole somewhere, or, where it is
 * cut short, with its whole text in a `title` or `aria-label` of the cut element or an ancestor.
 * Any name (of `required` or `others`) may be cut only with an ellipsis (text-overflow or
 * line-clamp): a long word clipped mid-way by a box that hides overflow is a problem. Text clipped
 * by a box that scrolls is not cut: it is reached by scrolling.
 */
export async function layoutProblems(
  page: Page,
  names: { required: string[]; others?: string[] },
): Promise<string[]> {
  return page.evaluate(
    ({ required, others }) => {
      const problems: string[] = [];
      window.scrollTo(0, window.scrollY); // measure from the page's left edge
      const width = window.innerWidth;
      const root = document.documentElement;
      if (root.scrollWidth > width)
        problems.push(`the page is ${root.scrollWidth}px wide in a ${width}px window`);

      const describe = (element: Element) => {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 6).join(' ')}"> «${text}»`;
      };
      const drawn = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

      /**
       * The boxes that clip an element (itself included when asked), following the containing
       * blocks: an absolutely placed element escapes static ancestors' overflow, a fixed one all of
       * them. The page itself (body, html) is left out: its overflow is what is measured.
       */
      const clippers = (element: Element, withSelf: boolean) => {
        const list: { element: Element; x: boolean; y: boolean; scrolls: boolean }[] = [];
        const add = (node: Element, style: CSSStyleDeclaration) => {
          const x = style.overflowX !== 'visible';
          const y = style.overflowY !== 'visible';
          const scrolls = /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
          if (x || y) list.push({ element: node, x, y, scrolls });
        };
        const own = getComputedStyle(element);
        if (withSelf) add(element, own);
        if (own.position === 'fixed') return list;
        let escaping = own.position === 'absolute';
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          const positioned = style.position !== 'static' || style.transform !== 'none';
          if (escaping && !positioned) continue;
          add(node, style);
          if (style.position === 'fixed') break;
          escaping = style.position === 'absolute';
        }
        return list;
      };
      /** The part of a box left visible by the boxes that clip it sideways. */
      const visibleSpan = (rect: DOMRect, clips: ReturnType<typeof clippers>) => {
        let { left, right } = rect;
        for (const clip of clips) {
          if (!clip.x) continue;
          const box = clip.element.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        return { left, right };
      };
      const sidewaysByDesign = (element: Element) =>
        /(^|\s)overflow-(x-)?(auto|scroll)(\s|$)/.test(element.getAttribute('class') ?? '');
      const outside = (span: { left: number; right: number }) =>
        span.right > span.left && (span.right > width + 1 || span.left < -1);

      // Only the innermost elements that stick out are named: their ancestors only follow them.
      const sticking = new Set<Element>();
      for (const element of document.body.querySelectorAll('*')) {
        if (!drawn(element)) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (outside(visibleSpan(rect, clippers(element, false)))) sticking.add(element);
      }
      for (const element of sticking) {
        if ([...sticking].some((other) => other !== element && element.contains(other))) continue;
        const rect = element.getBoundingClientRect();
        problems.push(`${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}px`);
      }
      for (const element of document.body.querySelectorAll('*')) {
        if (
          !drawn(element) ||
          sidewaysByDesign(element) ||
          /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)
        ) {
          continue;
        }
        if (!/auto|scroll/.test(getComputedStyle(element).overflowX)) continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          problems.push(
            `${describe(element)} scrolls sideways (${element.scrollWidth}px in ${element.clientWidth}px)`,
          );
        }
      }
      // Text can run out of its box (a long word in a box that does not wrap it).
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !drawn(parent)) continue;
        range.selectNodeContents(node);
        const clips = clippers(parent, true);
        for (const rect of range.getClientRects()) {
          const span = visibleSpan(rect, clips);
          if (outside(span)) {
            problems.push(
              `text in ${describe(parent)} spans ${Math.round(span.left)}–${Math.round(span.right)}px`,
            );
            break;
          }
        }
      }

      const labelled = (element: Element, name: string) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (node.getAttribute('title')?.includes(name) || node.getAttribute('aria-label')?.includes(name)) {
            return true;
          }
        }
        return false;
      };
      const ellipsis = (from: Element, to: Element, axis: 'x' | 'y') => {
        for (let node: Element | null = from; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (axis === 'x' && style.textOverflow === 'ellipsis') return true;
          if (axis === 'y' && style.webkitLineClamp && style.webkitLineClamp !== 'none') return true;
          if (node === to) return false;
        }
        return false;
      };
      for (const name of [...required, ...(others ?? [])]) {
        // The innermost elements whose text holds the whole name.
        const holders = [...document.body.querySelectorAll('*')].filter(
          (element) =>
            element.textContent?.includes(name) &&
            ![...element.children].some((child) => child.textContent?.includes(name)),
        );
        let shownWhole = false;
        let cutAndUnlabelled = 0;
        for (const holder of holders) {
          if (!drawn(holder)) continue;
          const box = holder.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) continue; // text for screen readers only
          range.selectNodeContents(holder);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          let cut = false;
          for (const clip of clippers(holder, true)) {
            if (clip.scrolls) continue;
            const edge = clip.element.getBoundingClientRect();
            const cutX = clip.x && rects.some((r) => r.right > edge.right + 1 || r.left < edge.left - 1);
            const cutY = clip.y && rects.some((r) => r.bottom > edge.bottom + 1 || r.top < edge.top - 1);
            if (
              (cutX && !ellipsis(holder, clip.element, 'x')) ||
              (cutY && !ellipsis(holder, clip.element, 'y'))
            ) {
              problems.push(
                `«${name.slice(0, 30)}…» is cut without an ellipsis in ${describe(clip.element)}`,
              );
            }
            cut ||= cutX || cutY;
          }
          if (!cut) shownWhole = true;
          else if (!labelled(holder, name)) cutAndUnlabelled += 1;
        }
        if (!required.includes(name) || shownWhole) continue;
        const inAttribute = [...document.querySelectorAll('[title], [aria-label]')].some(
          (element) => drawn(element) && labelled(element, name),
        );
        if (cutAndUnlabelled > 0) {
          problems.push(`«${name.slice(0, 30)}…» is cut short, and nothing on the page gives it whole`);
        } else if (!inAttribute) {
          problems.push(`«${name.slice(0, 30)}…» is not on the page`);
        }
      }
      // The first few say enough, and the rest mostly repeat them.
      return [...new Set(problems)].slice(0, 12);
    },
    { required: names.required, others: names.others ?? [] },
  );
}
