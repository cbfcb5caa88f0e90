import { describe, expect, it } from 'vitest';

import { timelineEntries } from './issueTimelineEntries';

const event = (time: string) =>
  ({ status: 'EVA', assignedTo: null, assignedBy: null, time }) as const;
const comment = (time: string, text: string) => ({ author: 'a@example.org', text, time });

describe('timelineEntries', () => {
  it('interleaves events and comments by time, events first at one instant', () => {
    const entries = timelineEntries(
      [event('2026-11-01T10:00:00Z'), event('2026-11-03T10:00:00Z')],
      [
        comment('2026-11-02T10:00:00Z', 'second'),
        comment('2026-11-03T10:00:00Z', 'fourth'),
        comment('2026-11-04T10:00:00Z', 'fifth'),
      ],
    );
    expect(entries.map((e) => (e.kind === 'event' ? e.time : e.comment.text))).toEqual([
      '2026-11-01T10:00:00Z',
      'second',
      '2026-11-03T10:00:00Z',
      'fourth',
      'fifth',
    ]);
  });
});
