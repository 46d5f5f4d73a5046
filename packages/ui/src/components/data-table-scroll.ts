import { useCallback, useRef } from 'react';

/**
 * A callback ref for a table's horizontal scroll area: it marks the area with `data-overflow-start` /
 * `data-overflow-end` while columns are hidden on that side, which the kit's styles turn into a shadow on the
 * sticky first and action columns (and a fade at the edge), so a wide table says it scrolls.
 */
export function useScrollEdges<E extends HTMLElement>() {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: E | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element) return;
    const update = () => {
      const hiddenStart = element.scrollLeft > 1;
      const hiddenEnd = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      element.toggleAttribute('data-overflow-start', hiddenStart);
      element.toggleAttribute('data-overflow-end', hiddenEnd);
    };
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    // An observer reports once after the first layout: measuring here, in React's commit, would force that
    // layout early and lay the page out twice on every list's first render (decision 0010).
    if (!observer) update();
    observer?.observe(element);
    const table = element.querySelector('table');
    if (table) observer?.observe(table);
    cleanup.current = () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
}
