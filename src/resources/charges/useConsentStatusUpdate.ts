import { useCallback } from 'react';

import { useApiAction } from '../../shared/useApiAction';
import type { ConsentStatusUpdate } from '../../../core/generated/consent-status-update';

const NOTICE = {
  RQ: 'portal.charges.consent.requested',
  RC: 'portal.charges.consent.cancelled',
} as const;

const noticeOf = (body: ConsentStatusUpdate) => NOTICE[body.status];

/** POST charges/{uuid}/consent-status-update/, reloading the charges list (409 when refused). */
export function useConsentStatusUpdate(uuid: string) {
  const { run, pending } = useApiAction<ConsentStatusUpdate>({
    path: `charges/${encodeURIComponent(uuid)}/consent-status-update/`,
    notice: noticeOf,
    invalidates: 'charges',
  });
  const update = useCallback((status: ConsentStatusUpdate['status']) => run({ status }), [run]);
  return { update, pending };
}
