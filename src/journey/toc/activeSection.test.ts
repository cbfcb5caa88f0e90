import { describe, expect, it } from 'vitest';
import { activeSection } from './activeSection';

describe('the highlighted section', () => {
  const order = ['sessions', 'meditations', 'modules', 'phq8'];

  it('is the first section in page order that is in view', () => {
    expect(activeSection(order, new Set(['phq8', 'modules']), 'sessions')).toBe('modules');
  });

  it('stays on the last one seen while no section is in view', () => {
    expect(activeSection(order, new Set(), 'meditations')).toBe('meditations');
  });
});

describe('the highlighted section at the end of the page', () => {
  it('is the last section, even while an earlier one is in view', () => {
    expect(activeSection(['a', 'b', 'c'], new Set(['b']), 'a', true)).toBe('c');
  });
});
