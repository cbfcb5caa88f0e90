import { useEffect, useState } from 'react';

import { PROFILE_DIALOG_DELAY_MS } from '../../shared/constants';

/**
 * Spec section 2: `profile?update=true` opens the update dialog after 200 ms (the page settles
 * first); the dialog is open while the query asks for it.
 */
export function useAutoOpen(wanted: boolean, delayMs = PROFILE_DIALOG_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!wanted) {
      return undefined;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      // Asked again later, the dialog waits the delay again.
      setElapsed(false);
    };
  }, [wanted, delayMs]);
  return wanted && elapsed;
}
