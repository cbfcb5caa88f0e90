import { useCallback, useEffect, useRef } from 'react';

/** Named restartable timeouts, all cleared on unmount: each name keeps only its last call. */
export function useTimers() {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const cancel = useCallback((name: string) => {
    clearTimeout(timers.current.get(name));
    timers.current.delete(name);
  }, []);

  const later = useCallback(
    (name: string, ms: number, run: () => void) => {
      cancel(name);
      timers.current.set(
        name,
        setTimeout(() => {
          timers.current.delete(name);
          run();
        }, ms),
      );
    },
    [cancel],
  );

  return { later, cancel };
}
