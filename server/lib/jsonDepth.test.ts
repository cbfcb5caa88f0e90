import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './jsonDepth';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\"[[[["}`, 1)).toBe(false);
  });

  it('finds a body nested thousands deep without recursing', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(100_000), 1)).toBe(false);
  });
});
