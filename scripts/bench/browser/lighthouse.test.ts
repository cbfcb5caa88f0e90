import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse';

describe('cpuSlowdownFor', () => {
  it("keeps Lighthouse's 4x on the machine it is made for, and scales with the machine", () => {
    expect(cpuSlowdownFor(1_750)).toBe(4);
    expect(cpuSlowdownFor(1_110)).toBe(2.5);
    expect(cpuSlowdownFor(2_500)).toBe(5.7);
  });

  it('never speeds a slow machine up', () => {
    expect(cpuSlowdownFor(300)).toBe(1);
  });
});
