import { useCallback, useState } from 'react';
import { useLogout } from 'react-admin';

import type { LogoutParams } from '../auth/authProvider';

/**
 * Logout as spec section 4 has it: the auth provider clears the tokens, waits about 1 s and
 * clears the browser storage; react-admin's useLogout then resets its store (the settings
 * stay, see settingsStore) and the query cache, and goes to login. `redirectTo` overrides where;
 * `params` go to the auth provider (the idle timer says so).
 */
export function useLogoutAndReset() {
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const run = useCallback(
    async (redirectTo?: string, params: LogoutParams = {}) => {
      setLoggingOut(true);
      try {
        // react-admin's "redirect back after login" is off: a new session starts at home.
        await logout(params, redirectTo, false);
      } finally {
        setLoggingOut(false);
      }
    },
    [logout],
  );
  return { logout: run, loggingOut };
}
