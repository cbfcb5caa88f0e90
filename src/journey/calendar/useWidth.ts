import { useCallback, useState } from 'react';

/** The width of the element the returned ref is put on, followed as it resizes. */
export function useWidth(initial = 800): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(initial);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') {
        return undefined;
      }
      setWidth(element.getBoundingClientRect().width || initial);
      const observer = new ResizeObserver(([entry]) => {
        if (entry && entry.contentRect.width > 0) {
          setWidth(entry.contentRect.width);
        }
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [initial],
  );
  return [ref, width];
}
