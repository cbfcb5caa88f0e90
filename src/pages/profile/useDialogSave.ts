import { useState } from 'react';

import type { CallFailure } from '../../../machines/callFailure';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorCatalogue';

/** A failed save: always a message (a server text or an i18n key) for the dialog's banner. */
export interface SaveFailure extends CallFailure {
  message: string;
}

/**
 * A profile dialog's save: `saving` while its call runs, and the failure it ended with (message
 * and field errors) for the dialog to show; a new save or `clearFailure` forgets it.
 */
export function useDialogSave() {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure>();

  const save = async (call: () => Promise<void>) => {
    setSaving(true);
    setFailure(undefined);
    try {
      await call();
    } catch (error) {
      setFailure({ message: errorMessageOf(error), fieldErrors: fieldErrorsOf(error) });
    } finally {
      setSaving(false);
    }
  };

  return { saving, failure, save, clearFailure: () => setFailure(undefined) };
}
