import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';

import { config } from '../config';
import { LoggingOut } from './LoggingOut';
import { IDLE_WARNING_MS, useIdleTimer } from './useIdleTimer';
import { useLogoutAndReset } from './useLogoutAndReset';

/**
 * Signs a signed-in user out after `VITE_IDLE_TIMEOUT_MINUTES` (default 30) without activity,
 * with a warning (IDLE_WARNING_MS before) they can answer "Stay signed in"; the warning says
 * how long they were idle and how long is left, from the same constants.
 */
export const IdleSignOut = ({ timeoutMs = config.idleTimeoutMs }: { timeoutMs?: number }) => {
  const translate = useTranslate();
  const { logout, loggingOut } = useLogoutAndReset();
  // Only the timer's sign-out is audited as idle; "Sign out" in the warning is a chosen one.
  const { warning, stay } = useIdleTimer(
    timeoutMs,
    () => void logout(undefined, { reason: 'idle' }),
  );
  return (
    <>
      <Dialog
        open={warning && !loggingOut}
        aria-labelledby="idle-title"
        aria-describedby="idle-body"
      >
        <DialogTitle id="idle-title">{translate('portal.shell.idle.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="idle-body">
            {translate('portal.shell.idle.body', {
              minutes: Math.round((timeoutMs - IDLE_WARNING_MS) / 60_000),
              seconds: Math.round(IDLE_WARNING_MS / 1000),
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void logout()}>{translate('portal.shell.idle.sign_out')}</Button>
          <Button variant="contained" onClick={stay} autoFocus>
            {translate('portal.shell.idle.stay')}
          </Button>
        </DialogActions>
      </Dialog>
      <LoggingOut open={loggingOut} />
    </>
  );
};
