import { useCallback, useEffect, useRef, useState } from 'react';

import { activeSection, scrolledToBottom } from './activeSection';

/** What ends a clicked section's hold on the highlight: the reader scrolling by hand. */
const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * The section in view, watched with an IntersectionObserver: a section counts as in view while
 * it crosses the upper part of the window (below the app bar); at the page's end, the last one.
 * A section chosen in the contents keeps the highlight until the reader scrolls by hand, so the
 * smooth scroll to it does not light up the sections it passes or stops short of.
 */
export function useActiveSection(elementIds: readonly string[]): [string, (id: string) => void] {
  const [active, setActive] = useState(elementIds[0] ?? '');
  const inView = useRef(new Set<string>());
  const chosen = useRef<string | null>(null);
  const key = elementIds.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const ids = key.split(' ');
    const update = () => {
      if (chosen.current === null) {
        setActive((previous) => activeSection(ids, inView.current, previous, scrolledToBottom()));
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            inView.current.add(entry.target.id);
          } else {
            inView.current.delete(entry.target.id);
          }
        }
        update();
      },
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) {
        observer.observe(element);
      }
    }
    const release = () => {
      chosen.current = null;
    };
    window.addEventListener('scroll', update, { passive: true });
    for (const event of USER_SCROLL_EVENTS) {
      window.addEventListener(event, release, { passive: true });
    }
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
      for (const event of USER_SCROLL_EVENTS) {
        window.removeEventListener(event, release);
      }
    };
  }, [key]);
  const choose = useCallback((id: string) => {
    chosen.current = id;
    setActive(id);
  }, []);
  return [active, choose];
}
