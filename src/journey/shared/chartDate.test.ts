import { describe, expect, it } from 'vitest';
import { axisDate } from './chartDate';

const translate = (key: string) =>
  key === 'portal.list.dates.months' ? 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec' : key;

describe('axis dates', () => {
  it('labels days and months with the messages’ month names', () => {
    expect(axisDate('2026-03-04', translate, 'day')).toBe('Mar 4');
    expect(axisDate('2026-03-01', translate, 'month')).toBe('Mar 2026');
    expect(axisDate('nonsense', translate, 'day')).toBe('');
  });
});
