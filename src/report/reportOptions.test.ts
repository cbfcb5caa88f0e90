import { describe, expect, it } from 'vitest';

import { reportOptionsOf, reportParamsOf, reportQueryOf } from './reportOptions';

describe('report options', () => {
  it('reads an episode, a period and the note kinds from the address, dropping the unreadable', () => {
    expect(reportOptionsOf(new URLSearchParams('episode=3&notes=event,diary,session'))).toEqual({
      episode: 3,
      kinds: ['event', 'session'],
    });
    expect(reportOptionsOf(new URLSearchParams('from=2026-01-01&to=2026-06-30&episode=3'))).toEqual(
      { from: '2026-01-01', to: '2026-06-30', kinds: [] },
    );
    expect(reportOptionsOf(new URLSearchParams('episode=-1'))).toEqual({ kinds: [] });
  });

  it("writes them back as the page's parameters and as the API's query", () => {
    const options = {
      from: '2026-01-01',
      to: '2026-06-30',
      kinds: ['event' as const, 'contact' as const],
    };
    expect(reportParamsOf(options)).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      notes: 'event,contact',
    });
    expect(reportQueryOf(options)).toBe('?from=2026-01-01&to=2026-06-30&noteKinds=event,contact');
    expect(reportQueryOf({ episode: 4, kinds: [] })).toBe('?episode=4');
    expect(reportQueryOf({ kinds: [] })).toBe('');
  });
});
