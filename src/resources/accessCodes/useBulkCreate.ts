import { useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';

import { ERROR_KEYS } from '../../http/httpErrors';
import { bulkOutcome, type BulkOutcome } from './bulkCodes';

/**
 * Sends codes to `admin/access-codes/bulk-create/` and reads the per-code answer: the good codes
 * are created whatever happens to the others, and each refused one comes back with its error.
 */
export function useBulkCreate() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (codes: string[]): Promise<BulkOutcome | null> => {
    setSending(true);
    setError(null);
    setOutcome(null);
    let result: BulkOutcome | null;
    try {
      await dataProvider.create('access-codes', {
        data: { access_codes: codes.map((code) => ({ code })) },
        meta: { action: 'bulk-create/' },
      });
      result = { added: codes.length, failures: [] };
    } catch (failure) {
      result = failure instanceof HttpError ? bulkOutcome(codes, failure.body) : null;
      if (!result) {
        setError(failure instanceof Error ? failure.message : ERROR_KEYS.default);
      }
    } finally {
      setSending(false);
    }
    if (result) {
      setOutcome(result);
      if (result.added > 0) {
        notify('portal.access_codes.bulk.added', {
          type: 'success',
          messageArgs: { smart_count: result.added },
        });
      }
    }
    return result;
  };

  return { send, outcome, error, sending };
}
