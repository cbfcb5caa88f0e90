import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  consentMachine,
  nextConsentStatus,
  toConsentStatus,
  type ConsentEventType,
  type ConsentStatus,
} from './consent';

const STATUSES: ConsentStatus[] = ['NR', 'RQ', 'RC', 'GV', 'DN'];
const EVENTS: ConsentEventType[] = [
  'consent.request',
  'consent.cancel',
  'consent.give',
  'consent.deny',
];

/** Every allowed transition; every other pair of status and event is refused. */
const ALLOWED: Record<string, ConsentStatus> = {
  'NR consent.request': 'RQ',
  'RC consent.request': 'RQ',
  'DN consent.request': 'RQ',
  'RQ consent.cancel': 'RC',
  'RQ consent.give': 'GV',
  'RQ consent.deny': 'DN',
};

describe('the consent machine', () => {
  const table = STATUSES.flatMap((status) => EVENTS.map((event) => [status, event] as const));

  it.each(table)('from %s on %s', (status, event) => {
    expect(nextConsentStatus(status, event)).toBe(ALLOWED[`${status} ${event}`] ?? null);
  });

  it('starts as Not Requested and follows a whole story', () => {
    const actor = createActor(consentMachine).start();
    expect(actor.getSnapshot().value).toBe('NR');
    actor.send({ type: 'consent.request' });
    actor.send({ type: 'consent.cancel' });
    actor.send({ type: 'consent.request' });
    actor.send({ type: 'consent.deny' });
    actor.send({ type: 'consent.request' });
    actor.send({ type: 'consent.give' });
    expect(actor.getSnapshot().value).toBe('GV');
    actor.send({ type: 'consent.cancel' });
    expect(actor.getSnapshot().value).toBe('GV');
  });

  it.each([
    ['RQ', 'RQ'],
    ['GV', 'GV'],
    [null, 'NR'],
    ['XX', 'NR'],
    [undefined, 'NR'],
  ])('reads the stored code %s as %s', (code, status) => {
    expect(toConsentStatus(code)).toBe(status);
  });
});
