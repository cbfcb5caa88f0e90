import { getNextSnapshot, setup } from 'xstate';

/** Spec section 4: RQ Requested, RC Cancelled, GV Given, DN Denied; anything else Not Requested. */
export type ConsentStatus = 'NR' | 'RQ' | 'RC' | 'GV' | 'DN';

export type ConsentEvent =
  | { type: 'consent.request' }
  | { type: 'consent.cancel' }
  | { type: 'consent.give' }
  | { type: 'consent.deny' };

export type ConsentEventType = ConsentEvent['type'];

/**
 * One supporter's consent to see one charge's data. Supporters request (from Not Requested,
 * Cancelled or Denied) and cancel (from Requested); only the client, through the app, gives or
 * denies a pending request. The portal and the API both decide with this machine.
 */
export const consentMachine = setup({
  types: { events: {} as ConsentEvent },
}).createMachine({
  id: 'consent',
  initial: 'NR',
  states: {
    NR: { on: { 'consent.request': 'RQ' } },
    RQ: { on: { 'consent.cancel': 'RC', 'consent.give': 'GV', 'consent.deny': 'DN' } },
    RC: { on: { 'consent.request': 'RQ' } },
    GV: {},
    DN: { on: { 'consent.request': 'RQ' } },
  },
});

/** The one status under which a supporter sees a charge's journey and triage (spec section 4). */
export const CONSENT_GIVEN = 'GV' satisfies ConsentStatus;

/** Whether a supporter with this stored or served consent may see the charge's journey. */
export function consentGiven(status: string | null | undefined): boolean {
  return status === CONSENT_GIVEN;
}

/** Reads any stored code; unknown or missing codes are Not Requested (spec section 4). */
export function toConsentStatus(code: string | null | undefined): ConsentStatus {
  return code === 'RQ' || code === 'RC' || code === 'GV' || code === 'DN' ? code : 'NR';
}

/** The status after `event`, or null when the machine refuses it from `current`. */
export function nextConsentStatus(
  current: ConsentStatus,
  event: ConsentEventType,
): ConsentStatus | null {
  const from = consentMachine.resolveState({ value: current });
  if (!from.can({ type: event })) {
    return null;
  }
  return getNextSnapshot(consentMachine, from, { type: event }).value;
}
