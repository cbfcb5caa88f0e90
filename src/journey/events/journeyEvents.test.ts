import { describe, expect, it } from 'vitest';

import { eventsWithin, journeyEvents } from './journeyEvents';

const notes = [
  { id: 7, noteDate: '2026-11-22', text: 'New job' },
  { id: 3, noteDate: '2026-10-01', text: 'Moved house' },
  { id: 9, noteDate: '2026-11-22', text: 'Second that day' },
];

describe('journeyEvents', () => {
  it('numbers event notes by day, then by note, so each has one label everywhere', () => {
    expect(journeyEvents(notes).map((e) => [e.label, e.text])).toEqual([
      ['E1', 'Moved house'],
      ['E2', 'New job'],
      ['E3', 'Second that day'],
    ]);
  });

  it('keeps the events on a chart domain, its first day counted whole', () => {
    const events = journeyEvents(notes);
    const domain = { min: new Date(2026, 10, 22, 15), max: new Date(2026, 10, 29, 12) };
    expect(eventsWithin(events, domain).map((e) => e.label)).toEqual(['E2', 'E3']);
    expect(
      eventsWithin(events, { min: new Date(2026, 11, 1), max: new Date(2026, 11, 2) }),
    ).toEqual([]);
  });
});
