import { describe, expect, it } from 'vitest';
import { memoryBackoff } from './memory';
import { lockMs } from './types';

const settings = { after: 3, seconds: 30, maxSeconds: 300 };

describe('sign-in backoff', () => {
  it('opens a lock window at the threshold that doubles with each further failure, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((failures) => lockMs(failures, settings) / 1000)).toEqual([
      0, 0, 30, 60, 120, 240, 300, 300,
    ]);
  });

  it('keeps the lock in memory per account (case and spaces aside) until it runs out', async () => {
    let now = 1_000_000;
    const backoff = memoryBackoff(settings, () => now);
    for (let i = 0; i < 3; i += 1) {
      await backoff.failed('Target@Example.org ');
    }
    expect(await backoff.waitSeconds('target@example.org')).toBe(30);
    expect(await backoff.waitSeconds('other@example.org')).toBe(0);
    now += 30_000;
    expect(await backoff.waitSeconds('target@example.org')).toBe(0);
    await backoff.failed('target@example.org');
    expect(await backoff.waitSeconds('target@example.org')).toBe(60);
    await backoff.succeeded('target@example.org');
    expect(await backoff.waitSeconds('target@example.org')).toBe(0);
  });
});
