import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export type SnackbarVariant = 'info' | 'success' | 'error';

export interface SnackbarOptions {
  variant?: SnackbarVariant;
  /** Milliseconds before it hides; 0 keeps it until closed. Default 5000 (PortalNotification). */
  timeout?: number;
  messageArgs?: Record<string, unknown>;
}

/**
 * Spec section 2, snackbar: variants info, success and error; hides after 5000 ms unless the
 * timeout says otherwise, and timeout 0 stays. Messages are i18n keys or server texts.
 */
export function useSnackbar() {
  const notify = useNotify();
  return useCallback(
    (message: string, { variant = 'info', timeout, messageArgs }: SnackbarOptions = {}) => {
      notify(message, {
        type: variant,
        // react-admin and MUI read null as "never hide"; MUI would close at once on 0.
        autoHideDuration: timeout === 0 ? null : timeout,
        messageArgs: { _: message, ...messageArgs },
      });
    },
    [notify],
  );
}
