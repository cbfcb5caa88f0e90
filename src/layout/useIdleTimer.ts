import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as using the portal. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
export const IDLE_WARNING_MS = 60_000;

/**
 * Idle sign-out (HIPAA's automatic log-off): after `timeoutMs - 1 min` without
 * activity `warning` turns on; activity then no longer counts, only `stay()` does; after the
 * minute `onTimeout` runs.
 */
export function useIdleTimer(timeoutMs: number, onTimeout: () => void) {
  const [warning, setWarning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const timeoutRef = useRef(onTimeout);
  useEffect(() => {
    timeoutRef.current = onTimeout;
  });

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWarning(true);
      timer.current = setTimeout(() => timeoutRef.current(), IDLE_WARNING_MS);
    }, timeoutMs - IDLE_WARNING_MS);
  }, [timeoutMs]);

  const stay = useCallback(() => {
    setWarning(false);
    schedule();
  }, [schedule]);

  useEffect(() => {
    schedule();
    return () => clearTimeout(timer.current);
  }, [schedule]);

  useEffect(() => {
    if (warning) {
      return undefined;
    }
    for (const event of ACTIVITY) {
      window.addEventListener(event, schedule, { passive: true, capture: true });
    }
    return () => {
      for (const event of ACTIVITY) {
        window.removeEventListener(event, schedule, { capture: true });
      }
    };
  }, [warning, schedule]);

  return { warning, stay };
}
