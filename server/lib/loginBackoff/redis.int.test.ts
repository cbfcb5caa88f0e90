import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisBackoff } from './redis';

/** The Redis these machines run (127.0.0.1:6379); this run's keys have a prefix of their own. */
const PREFIX = `backoff-test-${process.pid}-${Date.now()}:`;
const settings = { after: 4, seconds: 30, maxSeconds: 300 };
const first = new Redis('redis://127.0.0.1:6379');
const second = new Redis('redis://127.0.0.1:6379');

afterAll(async () => {
  const keys = await first.keys(`${PREFIX}*`);
  if (keys.length > 0) {
    await first.del(...keys);
  }
  first.disconnect();
  second.disconnect();
});

describe('sign-in backoff shared through Redis', () => {
  it('counts failures from two processes at the same instant as one series, and locks both', async () => {
    const one = redisBackoff(first, PREFIX, settings);
    const two = redisBackoff(second, PREFIX, settings);
    await Promise.all([
      one.failed('shared@example.org'),
      two.failed('Shared@example.org'),
      one.failed('shared@example.org'),
    ]);
    expect(await two.waitSeconds('shared@example.org')).toBe(0);
    await two.failed('shared@example.org');
    expect(await one.waitSeconds('shared@example.org')).toBe(30);
    expect(await two.waitSeconds('shared@example.org')).toBe(30);
    await one.failed('shared@example.org');
    expect(await two.waitSeconds('shared@example.org')).toBe(60);
    expect(await one.waitSeconds('someone-else@example.org')).toBe(0);
    // Redis holds digests, never the address.
    expect((await first.keys(`${PREFIX}*`)).join()).not.toContain('example.org');
    await two.succeeded('shared@example.org');
    expect(await one.waitSeconds('shared@example.org')).toBe(0);
  });
});
