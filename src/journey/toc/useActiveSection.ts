import { useEffect, useRef, useState } from 'react';

import { activeSection } from './activeSection';

/**
 * The section in view, watched with an IntersectionObserver: a section counts as in view while
 * it crosses the upper part of the window (below the app bar).
 */
export function useActiveSection(elementIds: readonly string[]): [string, (id: string) => void] {
  const [active, setActive] = useState(elementIds[0] ?? '');
  const inView = useRef(new Set<string>());
  const key = elementIds.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const ids = key.split(' ');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            inView.current.add(entry.target.id);
          } else {
            inView.current.delete(entry.target.id);
          }
        }
        setActive((previous) => activeSection(ids, inView.current, previous));
      },
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) {
        observer.observe(element);
      }
    }
    return () => observer.disconnect();
  }, [key]);
  return [active, setActive];
}
